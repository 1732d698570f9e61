"""Decode 4- and 5-band resistor colour codes."""
from decimal import Decimal

DIGITS = {"black": 0, "brown": 1, "red": 2, "orange": 3, "yellow": 4, "green": 5,
          "blue": 6, "violet": 7, "grey": 8, "white": 9}
MULTIPLIERS = {"black": Decimal(1), "brown": Decimal(10), "red": Decimal(100),
               "orange": Decimal(10) ** 3, "yellow": Decimal(10) ** 4,
               "green": Decimal(10) ** 5, "blue": Decimal(10) ** 6, "violet": Decimal(10) ** 7,
               "gold": Decimal("0.1"), "silver": Decimal("0.01")}
TOLERANCES = {"brown": 1, "red": 2, "green": 0.5, "blue": 0.25, "violet": 0.1, "grey": 0.05,
              "gold": 5, "silver": 10}


def _name(color):
    if not isinstance(color, str):
        raise ValueError(f"not a colour: {color!r}")
    name = color.strip().lower()
    return "grey" if name == "gray" else name


def _lookup(table, color, role):
    return table[_name(color)]


def decode(colors):
    colors = list(colors)
    if len(colors) not in (4, 5):
        raise ValueError("a resistor has 4 or 5 bands")
    *digit_bands, multiplier_band, tolerance_band = colors
    significant = 0
    for band in digit_bands:
        significant = significant * 10 + _lookup(DIGITS, band, "digit")
    value = significant * _lookup(MULTIPLIERS, multiplier_band, "multiplier")
    tolerance = _lookup(TOLERANCES, tolerance_band, "tolerance")
    ohms = int(value) if value == value.to_integral_value() else float(value)
    return ohms, tolerance
