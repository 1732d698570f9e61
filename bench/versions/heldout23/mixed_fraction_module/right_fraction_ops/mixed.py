"""Parse and format mixed numbers."""
import re
from fractions import Fraction

WHOLE = re.compile(r"-?[0-9]+")
FRACTION = re.compile(r"(-?)([0-9]+)/([0-9]+)")
MIXED = re.compile(r"(-?)([0-9]+) +([0-9]+)/([0-9]+)")


def parse_mixed(text):
    if not isinstance(text, str):
        raise TypeError("expected a string")
    s = text.strip()
    if WHOLE.fullmatch(s):
        return Fraction(int(s))
    m = FRACTION.fullmatch(s)
    if m:
        if int(m[3]) == 0:
            raise ValueError("division by zero")
        f = Fraction(int(m[2]), int(m[3]))
        return -f if m[1] else f
    m = MIXED.fullmatch(s)
    if m:
        num, den = int(m[3]), int(m[4])
        if den == 0 or num == 0 or num >= den:
            raise ValueError("improper fraction part")
        f = Fraction(int(m[2]) * den + num, den)
        return -f if m[1] else f
    raise ValueError("not a mixed number: %r" % text)


def format_mixed(value):
    if isinstance(value, bool):
        raise TypeError("bool is not a number here")
    if isinstance(value, int):
        return str(value)
    if not isinstance(value, Fraction):
        raise TypeError("expected int or Fraction")
    if value < 0:
        return "-" + format_mixed(-value)
    whole, rem = divmod(value.numerator, value.denominator)
    if rem == 0:
        return str(whole)
    frac = "%d/%d" % (rem, value.denominator)
    return frac if whole == 0 else "%d %s" % (whole, frac)


def add_mixed(a, b):
    total = parse_mixed(a) + parse_mixed(b)
    return format_mixed(total)
