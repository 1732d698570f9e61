"""English ordinal numbers: 1st, 2nd, 3rd, 4th ..."""
import re

_PATTERN = re.compile(r"(0|[1-9][0-9]*)(st|nd|rd|th)", re.IGNORECASE)


def _suffix(n):
    if n % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def ordinal(n):
    """Return n with its English ordinal suffix.

    >>> [ordinal(n) for n in (0, 1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112, 1013)]
    ['0th', '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th', '112th', '1013th']

    n must be an int (bool is rejected) -> TypeError otherwise; n < 0 -> ValueError.
    """
    if isinstance(n, float) and n.is_integer():
        n = int(n)
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"ordinal() needs an int, not {type(n).__name__}")
    if n < 0:
        raise ValueError("ordinal() needs a non-negative number")
    return f"{n}{_suffix(n)}"


def parse_ordinal(text):
    """Inverse of ordinal(): '23rd' -> 23.

    Surrounding whitespace is ignored and the suffix is case-insensitive ('23RD', ' 4th ').
    The suffix has to be the right one for the number ('23th', '11st' are rejected) and
    leading zeros are not allowed ('007th'); any invalid text -> ValueError.

    >>> parse_ordinal(" 112TH ")
    112
    """
    m = _PATTERN.fullmatch(text.strip())
    if not m:
        raise ValueError(f"not an ordinal: {text!r}")
    n = int(m.group(1))
    if m.group(2).lower() != _suffix(n):
        raise ValueError(f"wrong suffix in {text!r}")
    return n
