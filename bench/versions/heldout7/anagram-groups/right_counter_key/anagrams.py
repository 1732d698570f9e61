from collections import Counter


def group_anagrams(words):
    keys = []
    groups = []
    for word in words:
        key = Counter(word.casefold())
        for i, k in enumerate(keys):
            if k == key:
                groups[i].append(word)
                break
        else:
            keys.append(key)
            groups.append([word])
    return groups
