import re
import string


def top_words(text, n):
    cleaned = "".join(c if c in string.ascii_lowercase else " " for c in text.lower())
    words = cleaned.split()
    if n < 1 or not words:
        return []
    tally = {}
    for w in words:
        tally[w] = tally.get(w, 0) + 1
    pairs = sorted(tally.items())                        # alphabetical
    pairs.sort(key=lambda p: p[1], reverse=True)         # stable: keeps alphabetical ties
    return pairs[:n]
