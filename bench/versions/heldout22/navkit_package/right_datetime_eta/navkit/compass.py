import math

_ROSE = ("N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
         "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW")


def normalize(bearing):
    value = math.fmod(bearing, 360.0)
    if value < 0:
        value += 360.0
    if value >= 360.0:
        value -= 360.0
    return value


def point(bearing):
    sector = math.floor((normalize(bearing) + 11.25) / 22.5)
    return _ROSE[sector % 16]


def reciprocal(bearing):
    return normalize(bearing - 180)
