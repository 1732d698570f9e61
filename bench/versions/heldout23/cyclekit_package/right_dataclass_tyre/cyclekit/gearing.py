from .tyres import Tyre


def ratio(chainring, cog):
    for teeth in (chainring, cog):
        if teeth is True or teeth is False or not isinstance(teeth, int) or teeth < 1:
            raise ValueError("teeth must be positive ints")
    return chainring / cog


def gear_inches(chainring, cog, tyre):
    r = ratio(chainring, cog)
    return round(r * Tyre.parse(tyre).diameter / 25.4, 1)


def development(chainring, cog, tyre):
    r = ratio(chainring, cog)
    return round(r * Tyre.parse(tyre).circumference / 1000.0, 2)
