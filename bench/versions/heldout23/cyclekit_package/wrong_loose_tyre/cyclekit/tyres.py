"""Tyre sizes in ETRTO notation ("25-622")."""
import math
import re

_ETRTO = re.compile(r"([0-9]{2})-([0-9]{3})")


def _parse(tyre):
    if not isinstance(tyre, str):
        raise TypeError(f"tyre size must be a str, not {type(tyre).__name__}")
    try:
        width, bead = (int(part) for part in tyre.split("-"))
    except ValueError:
        raise ValueError(f"not an ETRTO size: {tyre!r}")
    if not 18 <= width <= 75 or not 200 <= bead <= 700:
        raise ValueError(f"tyre size out of range: {tyre!r}")
    return width, bead


def tyre_diameter(tyre):
    width, bead = _parse(tyre)
    return bead + 2 * width


def circumference(tyre):
    return round(math.pi * tyre_diameter(tyre))
