"""parse_size / format_size."""
import math
import re

_MULT = {"": 1, "b": 1, "kb": 2 ** 10, "mb": 2 ** 20, "gb": 2 ** 30, "tb": 2 ** 40}


def parse_size(text):
    m = re.match(r"^\s*(\d+|\d*\.\d+)\s?([a-zA-Z]{0,2})\s*$", text)
    if m is None or m.group(2).lower() not in _MULT:
        raise ValueError("bad size: " + repr(text))
    number = m.group(1)
    if "." in number:
        a, b = number.split(".")
        from fractions import Fraction
        value = Fraction(int(a or 0)) + Fraction(int(b), 10 ** len(b))
    else:
        value = int(number)
    return math.floor(value * _MULT[m.group(2).lower()])


def format_size(n):
    if n < 0:
        raise ValueError("negative byte count")
    if n < 1024:
        return "%d B" % n
    exp = min(int(math.log(n, 1024)), 4)
    while 1024 ** exp > n:  # guard against log rounding
        exp -= 1
    while exp < 4 and 1024 ** (exp + 1) <= n:
        exp += 1
    return "%.1f %s" % (n / 1024 ** exp, ["B", "KB", "MB", "GB", "TB"][exp])
