import re
from fractions import Fraction

QTY = re.compile(r"^(?:(?P<whole>\d+) (?P<n1>\d+)/(?P<d1>\d+)|(?P<n2>\d+)/(?P<d2>\d+)|(?P<dec>\d+\.\d*|\.\d+)|(?P<int>\d+))")


def _from_match(m):
    if m.group("whole") is not None:
        num, den = int(m.group("n1")), int(m.group("d1"))
        if den == 0:
            raise ValueError("zero denominator")
        return int(m.group("whole")) + Fraction(num, den)
    if m.group("n2") is not None:
        num, den = int(m.group("n2")), int(m.group("d2"))
        if den == 0:
            raise ValueError("zero denominator")
        return Fraction(num, den)
    if m.group("dec") is not None:
        return Fraction(m.group("dec"))
    return Fraction(int(m.group("int")))


def parse_qty(text):
    m = QTY.match(text)
    if not m or m.end() != len(text):
        raise ValueError(f"cannot parse quantity {text!r}")
    return _from_match(m)


def format_qty(value):
    value = Fraction(value)
    if value < 0:
        raise ValueError("quantity must not be negative")
    if value and (value * 3).denominator != 1:
        eighths = (value * 16 + 1) // 2
        value = Fraction(eighths, 8) if eighths else Fraction(1, 8)
    whole = int(value)
    part = value - whole
    if not part:
        return str(whole)
    return (f"{whole} " if whole else "") + f"{part.numerator}/{part.denominator}"


def scale_line(line, factor):
    if isinstance(factor, str):
        factor = parse_qty(factor)
    m = QTY.match(line)
    if not m or (m.end() < len(line) and line[m.end()] != " "):
        return line
    try:
        qty = _from_match(m)
    except ValueError:
        return line
    return format_qty(qty * factor) + line[m.end():]
