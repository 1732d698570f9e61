"""Wind chill ("feels like") temperatures for the hiking club's weather page."""

from numbers import Real


def _number(value, name):
    if isinstance(value, bool) or not isinstance(value, Real):
        raise TypeError(f"{name} must be a number")
    return value


def feels_like(temp_c, wind_kmh):
    """The wind chill temperature in degrees C, rounded to one decimal."""
    _number(temp_c, "temp_c")
    _number(wind_kmh, "wind_kmh")
    if wind_kmh < 0:
        raise ValueError("wind speed cannot be negative")
    if temp_c > 10 or wind_kmh <= 4.8:
        return round(float(temp_c), 1)
    v = wind_kmh ** 0.16
    return round(13.12 + 0.6215 * temp_c - 11.37 * v + 0.3965 * temp_c * v, 1)


def frostbite_risk(feels):
    """The risk band for a feels-like temperature."""
    _number(feels, "feels")
    if feels > -10:
        return "low"
    if feels > -28:
        return "moderate"
    if feels > -40:
        return "high"
    if feels > -48:
        return "very high"
    return "extreme"


def coldest(readings):
    """The name of the station whose reading feels coldest, or None."""
    best_name, best = None, None
    for name, temp_c, wind_kmh in readings:
        value = feels_like(temp_c, wind_kmh)
        if best is None or value < best:
            best_name, best = name, value
    return best_name
