def group_anagrams(words):
    """Anagram groups, case-insensitive, in order of first appearance."""
    groups = {}
    for word in words:
        key = "".join(sorted(word.lower()))
        groups.setdefault(key, []).append(word)
    return list(groups.values())
