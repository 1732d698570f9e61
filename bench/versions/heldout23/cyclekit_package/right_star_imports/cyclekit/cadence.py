from .gearing import development, ratio
from .tyres import circumference

__all__ = ["speed_kmh", "cadence_for"]


def speed_kmh(cadence, chainring, cog, tyre):
    if isinstance(cadence, bool) or not isinstance(cadence, (int, float)) or cadence < 0:
        raise ValueError("bad cadence")
    metres_per_turn = ratio(chainring, cog) * circumference(tyre) / 1000
    return round(cadence * metres_per_turn * 0.06, 1)


def cadence_for(speed_kmh, chainring, cog, tyre):
    if isinstance(speed_kmh, bool) or not isinstance(speed_kmh, (int, float)) or speed_kmh <= 0:
        raise ValueError("bad speed")
    metres_per_minute = speed_kmh * 1000 / 60
    return int(round(metres_per_minute / (ratio(chainring, cog) * circumference(tyre) / 1000)))
