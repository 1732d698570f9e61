"""Rough syllable counting and a haiku checker."""
import re

_VOWEL_GROUP = re.compile(r"[aeiouy]+")


def count_syllables(word):
    """Estimate the number of syllables in a single word.

    Rules:
      * case and any non-letter characters are ignored ("Don't" -> "dont")
      * each run of consecutive vowels (a, e, i, o, u, y) counts as one syllable
      * a final silent "e" is not counted ("cake" -> 1), except in a
        consonant + "le" ending, which keeps its syllable ("table" -> 2)
      * a word with at least one letter always has at least 1 syllable;
        a word with no letters has 0
    """
    letters = "".join(ch for ch in word.lower() if ch.isalpha())
    count = len(_VOWEL_GROUP.findall(letters))
    if letters.endswith("e"):
        count -= 1
    return count


def line_syllables(line):
    """Total syllables of the whitespace-separated words in a line."""
    return sum(count_syllables(word) for word in line.split())


def is_haiku(text):
    """True if text has exactly three non-blank lines of 5, 7 and 5 syllables."""
    lines = [line for line in text.splitlines() if line.strip()]
    return [line_syllables(line) for line in lines] == [5, 7, 5]
