"""Mixed numbers like '2 3/8' <-> fractions.Fraction."""
import re
from fractions import Fraction

_PATTERN = re.compile(r"(-?)(?:([0-9]+)|([0-9]+)/([0-9]+)|([0-9]+) +([0-9]+)/([0-9]+))")


def parse_mixed(text):
    if not isinstance(text, str):
        raise TypeError(f"parse_mixed() needs a str, not {type(text).__name__}")
    m = _PATTERN.fullmatch(text.strip())
    if not m:
        raise ValueError(f"not a mixed number: {text!r}")
    sign, whole, num, den, m_whole, m_num, m_den = m.groups()
    if whole is not None:
        value = Fraction(int(whole))
    elif num is not None:
        if int(den) == 0:
            raise ValueError(f"zero denominator: {text!r}")
        value = Fraction(int(num), int(den))
    else:
        n, d = int(m_num), int(m_den)
        if d == 0 or not 1 <= n < d:
            raise ValueError(f"fraction part must be proper: {text!r}")
        value = int(m_whole) + Fraction(n, d)
    return -value if sign else value


def format_mixed(value):
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
        raise TypeError(f"format_mixed() needs an int or Fraction, not {type(value).__name__}")
    value = Fraction(value)
    sign = ""
    whole, rest = divmod(value.numerator, value.denominator)
    if rest == 0:
        return f"{sign}{whole}"
    if whole == 0:
        return f"{sign}{rest}/{value.denominator}"
    return f"{sign}{whole} {rest}/{value.denominator}"


def add_mixed(a, b):
    return format_mixed(parse_mixed(a) + parse_mixed(b))
