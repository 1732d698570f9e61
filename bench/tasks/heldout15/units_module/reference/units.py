"""Convert lengths and masses between metric and imperial units."""
import re

# factor to the base unit of each dimension (metre, gram)
LENGTH = {"mm": 0.001, "cm": 0.01, "m": 1.0, "km": 1000.0,
          "in": 0.0254, "ft": 0.0254 * 12, "yd": 0.0254 * 36, "mi": 0.0254 * 36 * 1760}
MASS = {"g": 1.0, "kg": 1000.0, "lb": 453.59237, "oz": 453.59237 / 16}

_QUANTITY = re.compile(r"\s*(-?\d+(?:\.\d+)?)\s*([A-Za-z]+)\s*")


def _dimension(unit):
    if unit in LENGTH:
        return LENGTH
    if unit in MASS:
        return MASS
    raise ValueError(f"unknown unit: {unit}")


def convert(value, from_unit, to_unit):
    src = _dimension(from_unit)
    dst = _dimension(to_unit)
    if src is not dst:
        raise ValueError(f"incompatible units: {from_unit} and {to_unit}")
    return value * src[from_unit] / dst[to_unit]


def parse_quantity(text):
    m = _QUANTITY.fullmatch(text)
    if not m:
        raise ValueError(f"cannot parse quantity: {text!r}")
    unit = m.group(2)
    _dimension(unit)
    return float(m.group(1)), unit


def _fmt(x):
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def convert_text(text, to_unit):
    value, unit = parse_quantity(text)
    return f"{_fmt(convert(value, unit, to_unit))} {to_unit}"
