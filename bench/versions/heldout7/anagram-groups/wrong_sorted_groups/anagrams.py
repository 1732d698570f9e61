def group_anagrams(words):
    groups = {}
    for word in words:
        groups.setdefault("".join(sorted(word.lower())), []).append(word)
    return sorted(sorted(g) for g in groups.values())
