"""Scale recipe quantities with exact fractions."""
import math
import re
from fractions import Fraction

_QUANTITY = r"(?:\d+ \d+/\d+|\d+/\d+|\d+\.\d+|\d+)"
_WHOLE = re.compile(_QUANTITY + r"\Z")
_LEADING = re.compile(r"(" + _QUANTITY + r")(?=\s|\Z)")
KEPT_DENOMINATORS = {1, 2, 3, 4, 8}


def parse_quantity(text):
    """'3', '1/2', '1 1/2' or '0.25' -> Fraction; ValueError otherwise."""
    if not isinstance(text, str) or not _WHOLE.match(text):
        raise ValueError(f"not a quantity: {text!r}")
    if " " in text:
        whole, frac = text.split(" ")
        value = int(whole) + Fraction(frac)
    else:
        value = Fraction(text)
    return value


def format_quantity(q):
    """Fraction -> '3', '2/3' or '1 3/4' (odd denominators rounded to eighths)."""
    q = Fraction(q)
    if q.denominator not in KEPT_DENOMINATORS:
        q = Fraction(round(q * 8), 8)
    whole, rest = divmod(q.numerator, q.denominator)
    if rest == 0:
        return str(whole)
    frac = f"{rest}/{q.denominator}"
    return f"{whole} {frac}" if whole else frac


def scale_line(line, factor):
    """Multiply the quantity at the start of ``line`` by ``factor``."""
    m = _LEADING.match(line)
    if not m:
        return line
    scaled = parse_quantity(m.group(1)) * Fraction(factor)
    return format_quantity(scaled) + line[m.end():]
