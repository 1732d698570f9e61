from . import tyres


def _check(n):
    if type(n) is not int or n < 1:
        raise ValueError("teeth must be a positive whole number")


def ratio(chainring, cog):
    _check(chainring)
    _check(cog)
    return chainring / cog


def gear_inches(chainring, cog, tyre):
    inches = tyres.tyre_diameter(tyre) / 25.4
    return round(inches * ratio(chainring, cog), 1)


def development(chainring, cog, tyre):
    metres = tyres.circumference(tyre) / 1000
    return round(metres * ratio(chainring, cog), 2)
