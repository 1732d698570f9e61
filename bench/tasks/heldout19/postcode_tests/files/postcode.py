"""UK postcode helpers for the delivery form."""

import re

_OUTWARD = re.compile(r"[A-Z]{1,2}[0-9][A-Z0-9]?")
_INWARD = re.compile(r"[0-9][A-Z]{2}")


def normalise(text):
    """Tidy a postcode the way Royal Mail writes it.

    - Case doesn't matter and all whitespace is ignored, wherever it is:
      ' sw1a1aa ' -> 'SW1A 1AA', 'M 1 1 A E' -> 'M1 1AE'.
    - The last three characters are the inward code and everything before them is
      the outward code; the result is outward code, one space, inward code.
    - The outward code is one or two letters, then a digit, then optionally one more
      letter or digit (M1, B33, CR2, W1A, EC1A). The inward code is a digit followed
      by two letters.
    - Anything else raises ValueError; something that isn't a string raises TypeError.
    """
    if not isinstance(text, str):
        raise TypeError("postcode must be a string")
    compact = "".join(text.split()).upper()
    outward, inward = compact[:-3], compact[-3:]
    if not _OUTWARD.fullmatch(outward) or not _INWARD.fullmatch(inward):
        raise ValueError(f"not a postcode: {text!r}")
    return f"{outward} {inward}"


def area(text):
    """The postcode area: the letters at the start. 'sw1a 1aa' -> 'SW', 'M1 1AE' -> 'M'.

    Raises like normalise() for anything that isn't a postcode.
    """
    outward = normalise(text).split(" ")[0]
    return re.match(r"[A-Z]+", outward).group()


def is_valid(text):
    """True if normalise() would accept text. Never raises, whatever it's given."""
    try:
        normalise(text)
    except (TypeError, ValueError):
        return False
    return True


def same_area(first, second):
    """True if both postcodes are in the same area ('SW1A 1AA' and 'sw19 5ae' are)."""
    return area(first) == area(second)
