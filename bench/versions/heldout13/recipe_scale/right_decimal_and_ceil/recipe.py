"""Recipe quantity helpers."""
import math
import re
from decimal import Decimal
from fractions import Fraction

NUM = re.compile(r"^(?:(?P<whole>\d+) (?P<fn>\d+)/(?P<fd>\d+)|(?P<n>\d+)/(?P<d>\d+)|(?P<dec>\d+(?:\.\d+)?))")


def _match(text):
    m = NUM.match(text)
    if m is None:
        return None, 0
    if m.group("whole") is not None:
        value = int(m.group("whole")) + Fraction(int(m.group("fn")), int(m.group("fd")))
    elif m.group("n") is not None:
        value = Fraction(int(m.group("n")), int(m.group("d")))
    else:
        value = Fraction(Decimal(m.group("dec")))
    return value, m.end()


def parse_quantity(text):
    try:
        value, end = _match(text)
    except ZeroDivisionError:
        raise ValueError(text)
    if value is None or end != len(text):
        raise ValueError(f"cannot parse quantity {text!r}")
    return value


def format_quantity(q):
    q = Fraction(q)
    if 8 % q.denominator and q.denominator != 3:
        # nearest eighth, halves up: ceil(x - 1/2) would round halves down, so floor(x + 1/2)
        q = Fraction(math.floor(q * 8 + Fraction(1, 2)), 8)
    if q.denominator == 1:
        return f"{q.numerator}"
    whole = q.numerator // q.denominator
    part = q - whole
    text = f"{part.numerator}/{part.denominator}"
    return f"{whole} {text}" if whole > 0 else text


def scale_line(line, factor):
    value, end = _match(line)
    if value is None or (end < len(line) and not line[end].isspace()):
        return line
    return format_quantity(value * factor) + line[end:]
