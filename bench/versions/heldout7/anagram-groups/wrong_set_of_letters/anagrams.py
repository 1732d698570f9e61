def group_anagrams(words):
    groups = {}
    for word in words:
        groups.setdefault(frozenset(word.lower()), []).append(word)
    return list(groups.values())
