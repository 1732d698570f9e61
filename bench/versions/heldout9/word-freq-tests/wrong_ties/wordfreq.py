"""Word frequencies."""
import re
from collections import Counter

_WORD = re.compile(r"[a-z]+")


def top_words(text, n):
    """Return the n most common words as (word, count), most common first."""
    if n <= 0:
        return []
    counts = Counter(_WORD.findall(text.lower()))
    return counts.most_common(n)
