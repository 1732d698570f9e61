from decimal import Decimal, ROUND_HALF_EVEN
from fractions import Fraction
import re

_INCH = Fraction(254, 10000)          # metres
_POUND = Fraction(45359237, 100000)   # grams
_FACTORS = {
    "length": {"mm": Fraction(1, 1000), "cm": Fraction(1, 100), "m": Fraction(1),
               "km": Fraction(1000), "in": _INCH, "ft": _INCH * 12, "yd": _INCH * 36,
               "mi": _INCH * 36 * 1760},
    "mass": {"g": Fraction(1), "kg": Fraction(1000), "lb": _POUND, "oz": _POUND / 16},
}


def _find(unit):
    for dim, table in _FACTORS.items():
        if unit in table:
            return dim, table[unit]
    raise ValueError(f"unknown unit: {unit}")


def _exact(from_unit, to_unit):
    d1, f1 = _find(from_unit)
    d2, f2 = _find(to_unit)
    if d1 != d2:
        raise ValueError(f"{from_unit} is a {d1} and {to_unit} is a {d2}: incompatible")
    return f1 / f2


def convert(value, from_unit, to_unit):
    return float(Fraction(value) * _exact(from_unit, to_unit))


_RX = re.compile(r"^\s*(?P<num>-?\d+(?:\.\d+)?)\s*(?P<unit>[a-zA-Z]+)\s*$")


def parse_quantity(text):
    m = _RX.match(text)
    if m is None:
        raise ValueError(f"not a quantity: {text!r}")
    _find(m["unit"])
    return float(m["num"]), m["unit"]


def convert_text(text, to_unit):
    m = _RX.match(text)
    if m is None:
        raise ValueError(f"not a quantity: {text!r}")
    exact = Fraction(m["num"]) * _exact(m["unit"], to_unit)
    d = (Decimal(exact.numerator) / Decimal(exact.denominator)).quantize(
        Decimal("0.01"), rounding=ROUND_HALF_EVEN)
    s = f"{d:f}"
    s = s.rstrip("0").rstrip(".") if "." in s else s
    if s in ("-0", "0", ""):
        s = "0"
    return f"{s} {to_unit}"
