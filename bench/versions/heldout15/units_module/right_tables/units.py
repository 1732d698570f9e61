import re

UNITS = {
    # name: (dimension, size in base unit) -- base units are mm and mg to keep factors exact-ish
    "mm": ("length", 1.0),
    "cm": ("length", 10.0),
    "m": ("length", 1000.0),
    "km": ("length", 1_000_000.0),
    "in": ("length", 25.4),
    "ft": ("length", 25.4 * 12),
    "yd": ("length", 25.4 * 12 * 3),
    "mi": ("length", 25.4 * 12 * 3 * 1760),
    "g": ("mass", 1.0),
    "kg": ("mass", 1000.0),
    "lb": ("mass", 453.59237),
    "oz": ("mass", 453.59237 / 16),
}


def _lookup(unit):
    try:
        return UNITS[unit]
    except KeyError:
        raise ValueError("unknown unit: %s" % unit) from None


def convert(value, from_unit, to_unit):
    dim_a, size_a = _lookup(from_unit)
    dim_b, size_b = _lookup(to_unit)
    if dim_a != dim_b:
        raise ValueError("cannot convert %s to %s: incompatible dimensions" % (from_unit, to_unit))
    return float(value) * size_a / size_b


def parse_quantity(text):
    stripped = text.strip()
    m = re.match(r"-?[0-9]+(\.[0-9]+)?", stripped)
    if m is None:
        raise ValueError("no number in %r" % text)
    unit = stripped[m.end():].lstrip()
    if not unit or not unit.isalpha():
        raise ValueError("bad unit in %r" % text)
    _lookup(unit)
    return float(m.group(0)), unit


def convert_text(text, to_unit):
    value, unit = parse_quantity(text)
    result = round(convert(value, unit, to_unit), 2)
    if result == 0:
        result = 0.0
    out = "%.2f" % result
    if "." in out:
        out = out.rstrip("0").rstrip(".")
    if out == "-0":
        out = "0"
    return out + " " + to_unit
