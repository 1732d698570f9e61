import bisect

__all__ = ["normalize", "point", "reciprocal"]

_NAMES = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
          "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW", "N"]
_BORDERS = [11.25 + 22.5 * i for i in range(16)]


def normalize(bearing):
    b = bearing % 360
    return float(b) if b < 360 else 0.0


def point(bearing):
    return _NAMES[bisect.bisect_right(_BORDERS, normalize(bearing))]


def reciprocal(bearing):
    return normalize(bearing + 180)
