from .gearing import ratio
from .tyres import Tyre


def _valid_number(x):
    return type(x) in (int, float)


def speed_kmh(cadence, chainring, cog, tyre):
    if not _valid_number(cadence) or cadence < 0:
        raise ValueError("cadence must be >= 0")
    mm_per_minute = cadence * ratio(chainring, cog) * Tyre.parse(tyre).circumference
    return round(mm_per_minute * 60 / 1_000_000, 1)


def cadence_for(speed_kmh, chainring, cog, tyre):
    if not _valid_number(speed_kmh) or speed_kmh <= 0:
        raise ValueError("speed must be > 0")
    mm_per_turn = ratio(chainring, cog) * Tyre.parse(tyre).circumference
    mm_per_minute = speed_kmh * 1_000_000 / 60
    return round(mm_per_minute / mm_per_turn)
