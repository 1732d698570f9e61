"""Bearings and the 16-wind compass rose."""

POINTS = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
          "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]
SECTOR = 360 / len(POINTS)


def normalize(bearing):
    """Bearing in [0, 360)."""
    result = float(bearing) % 360.0
    return 0.0 if result == 360.0 else result


def point(bearing):
    """16-wind compass point; a bearing on a border goes to the next point clockwise."""
    index = int((normalize(bearing) + SECTOR / 2) // SECTOR) % len(POINTS)
    return POINTS[index]


def reciprocal(bearing):
    return normalize(bearing + 180)
