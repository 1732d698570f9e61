from .tyres import circumference, tyre_diameter

__all__ = ["ratio", "gear_inches", "development"]


def ratio(chainring, cog):
    valid = all(isinstance(t, int) and not isinstance(t, bool) and t > 0 for t in (chainring, cog))
    if not valid:
        raise ValueError("chainring and cog must be positive ints")
    return chainring / cog


def gear_inches(chainring, cog, tyre):
    r = ratio(chainring, cog)
    return round(r * tyre_diameter(tyre) / 25.4, 1)


def development(chainring, cog, tyre):
    return round(ratio(chainring, cog) * circumference(tyre) / 1000, 2)
