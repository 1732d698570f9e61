import re


def top_words(text, n):
    """The n most frequent words of text as (word, count) pairs, most frequent first.
    Words are runs of letters (a-z, A-Z) and are compared case-insensitively (reported in
    lower case). Ties are broken alphabetically. Fewer than n distinct words: all of them."""
    counts = {}
    for word in re.findall(r"[A-Za-z]+", text):
        word = word.lower()
        counts[word] = counts.get(word, 0) + 1
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return ranked[:n]
