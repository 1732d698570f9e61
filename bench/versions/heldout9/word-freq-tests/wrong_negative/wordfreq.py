def top_words(text, n):
    counts = {}
    word = ""
    for ch in text.lower() + " ":
        if "a" <= ch <= "z":
            word += ch
        else:
            if word:
                counts[word] = counts.get(word, 0) + 1
            word = ""
    ordered = sorted(counts, key=lambda w: (-counts[w], w))
    return [(w, counts[w]) for w in ordered[:n]]
