"""Parse, format and scale recipe quantities."""
import math
import re
from fractions import Fraction

_WHOLE = re.compile(r"\d+")
_FRACTION = re.compile(r"(\d+)/(\d+)")
_DECIMAL = re.compile(r"\d*\.\d+|\d+\.\d*")


def _simple(text):
    if _WHOLE.fullmatch(text):
        return Fraction(int(text))
    m = _FRACTION.fullmatch(text)
    if m:
        den = int(m.group(2))
        if den == 0:
            raise ValueError(f"zero denominator in {text!r}")
        return Fraction(int(m.group(1)), den)
    if _DECIMAL.fullmatch(text):
        return Fraction(text)
    raise ValueError(f"not a quantity: {text!r}")


def parse_qty(text):
    if not isinstance(text, str):
        raise ValueError(f"not a quantity: {text!r}")
    parts = text.split(" ")
    if len(parts) == 1:
        return _simple(parts[0])
    if len(parts) == 2 and _WHOLE.fullmatch(parts[0]) and _FRACTION.fullmatch(parts[1]):
        return int(parts[0]) + _simple(parts[1])
    raise ValueError(f"not a quantity: {text!r}")


def format_qty(value):
    value = Fraction(value)
    if value < 0:
        raise ValueError("negative quantity")
    if value == 0:
        return "0"
    if (value * 3).denominator == 1:
        q = value
    else:
        eighths = math.floor(value * 8 + Fraction(1, 2))
        q = Fraction(max(eighths, 1), 8)
    whole, rest = divmod(q, 1)
    if rest == 0:
        return str(whole)
    if whole == 0:
        return f"{rest.numerator}/{rest.denominator}"
    return f"{whole} {rest.numerator}/{rest.denominator}"


def _leading_quantity(line):
    words = line.split(" ")
    if len(words) >= 2:
        try:
            if _WHOLE.fullmatch(words[0]) and _FRACTION.fullmatch(words[1]):
                return parse_qty(words[0] + " " + words[1]), 2
        except ValueError:
            pass
    try:
        return parse_qty(words[0]), 1
    except ValueError:
        return None, 0


def scale_line(line, factor):
    if isinstance(factor, str):
        factor = parse_qty(factor)
    qty, used = _leading_quantity(line)
    if qty is None:
        return line
    words = line.split(" ")
    return " ".join([format_qty(qty * Fraction(factor))] + words[used:])
