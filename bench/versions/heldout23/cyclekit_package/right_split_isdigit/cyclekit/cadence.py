"""Speed from cadence and back."""
from .gearing import ratio
from .tyres import circumference


def _number(value):
    return not isinstance(value, bool) and isinstance(value, (int, float))


def _metres_per_turn(chainring, cog, tyre):
    return ratio(chainring, cog) * circumference(tyre) / 1000


def speed_kmh(cadence, chainring, cog, tyre):
    if not _number(cadence) or not cadence >= 0:
        raise ValueError(f"cadence must be a number >= 0, got {cadence!r}")
    return round(cadence * _metres_per_turn(chainring, cog, tyre) * 60 / 1000, 1)


def cadence_for(speed_kmh, chainring, cog, tyre):
    if not _number(speed_kmh) or not speed_kmh > 0:
        raise ValueError(f"speed must be a number > 0, got {speed_kmh!r}")
    return int(round(speed_kmh * 1000 / 60 / _metres_per_turn(chainring, cog, tyre)))
