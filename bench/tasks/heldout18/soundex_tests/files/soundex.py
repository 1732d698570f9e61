"""American Soundex, as used for indexing surnames in census records."""

_GROUPS = {"1": "BFPV", "2": "CGJKQSXZ", "3": "DT", "4": "L", "5": "MN", "6": "R"}
_CODES = {letter: digit for digit, letters in _GROUPS.items() for letter in letters}


def soundex(name):
    """Return the four-character Soundex code of a name.

    Rules:
    - Case doesn't matter and anything that isn't a letter is ignored:
      'robert' -> 'R163', "O'Hara" -> 'O600'.
    - The first letter is kept (in upper case); the following letters become digits:
      B F P V = 1, C G J K Q S X Z = 2, D T = 3, L = 4, M N = 5, R = 6.
    - Letters with the same digit next to each other are coded once, and that
      includes the first letter: 'Pfister' -> 'P236', 'Jackson' -> 'J250'.
    - H and W do not separate letters with the same digit: 'Ashcraft' -> 'A261'.
      Vowels (A E I O U Y) do separate them: 'Tymczak' -> 'T522'.
    - The code is padded with zeros or cut to exactly four characters:
      'Lee' -> 'L000', 'Washington' -> 'W252'.
    - ValueError if the name has no letters at all.
    """
    letters = [char for char in name.upper() if char.isalpha()]
    if not letters:
        raise ValueError(f"no letters in {name!r}")
    first = letters[0]
    digits = []
    previous = _CODES.get(first, "")
    for letter in letters[1:]:
        code = _CODES.get(letter, "")
        if code:
            if code != previous:
                digits.append(code)
            previous = code
        elif letter not in "HW":
            previous = ""
    return (first + "".join(digits) + "000")[:4]


def same_sound(a, b):
    """True when two names have the same Soundex code."""
    return soundex(a) == soundex(b)
