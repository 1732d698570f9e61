def group_anagrams(words):
    groups = {}
    for word in words:
        w = word.lower()
        groups.setdefault("".join(sorted(w)), []).append(w)
    return list(groups.values())
