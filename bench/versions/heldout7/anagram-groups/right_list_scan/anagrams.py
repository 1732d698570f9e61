def group_anagrams(words):
    result = []
    used = [False] * len(words)
    for i, word in enumerate(words):
        if used[i]:
            continue
        sig = sorted(word.lower())
        group = [word]
        used[i] = True
        for j in range(i + 1, len(words)):
            if not used[j] and sorted(words[j].lower()) == sig:
                group.append(words[j])
                used[j] = True
        result.append(group)
    return result
