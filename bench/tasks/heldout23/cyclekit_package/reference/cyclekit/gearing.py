"""Gear ratio, gear inches and development."""
from .tyres import circumference, tyre_diameter

MM_PER_INCH = 25.4


def _teeth(value, what):
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError(f"{what} teeth must be a positive int, got {value!r}")
    return value


def ratio(chainring, cog):
    return _teeth(chainring, "chainring") / _teeth(cog, "cog")


def gear_inches(chainring, cog, tyre):
    return round(ratio(chainring, cog) * tyre_diameter(tyre) / MM_PER_INCH, 1)


def development(chainring, cog, tyre):
    return round(ratio(chainring, cog) * circumference(tyre) / 1000, 2)
