"""Pig Latin translator."""
import re

VOWELS = "aeiou"


def word(w):
    """Translate one word made of ASCII letters only.

    - starts with a vowel: add "way"                       apple  -> appleway
    - otherwise move the leading consonants to the end
      and add "ay"                                         string -> ingstray
    - a "u" right after a leading "q" moves with it        queen  -> eenquay, square -> aresquay
    - "y" is a consonant at the start of a word and a
      vowel anywhere else                                  yellow -> ellowyay, rhythm -> ythmrhay
    - a word without any vowel just gets "ay"              hmm    -> hmmay
    - the result is lower case, except that a word whose
      first letter is upper case keeps a capital first     Hello  -> Ellohay, NASA -> Asanay
      letter

    Raises ValueError if w is empty or has anything other than a-z / A-Z.
    """
    if not w or not w.isascii() or not w.isalpha():
        raise ValueError(f"not a word: {w!r}")
    capital = w[0].isupper()
    low = w.lower()
    if low[0] in VOWELS:
        out = low + "way"
    else:
        i = 0
        while i < len(low) and low[i] not in VOWELS and not (low[i] == "y" and i > 0):
            i += 1
        if i < len(low) and low[i] == "u" and low[i - 1] == "q":
            i += 1
        out = low[i:] + low[:i] + "ay"
    if capital:
        out = out[0].upper() + out[1:]
    return out


def sentence(text):
    """Translate every run of letters in text; everything else stays as it is.

    >>> sentence("Hello, world! Route 66 is quiet.")
    'Ellohay, orldway! Outeray 66 isway ietquay.'
    """
    return re.sub(r"[A-Za-z]+", lambda m: word(m.group()), text)
