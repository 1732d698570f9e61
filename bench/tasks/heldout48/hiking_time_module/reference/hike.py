"""Walking times for hill walks, by Naismith's rule."""


def _number(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def leg_minutes(distance_km, ascent_m, pace_kmh=5.0):
    """Minutes for one leg: distance at pace_kmh plus 1 minute per 10 m of ascent."""
    if not _number(distance_km) or distance_km < 0:
        raise ValueError("distance must be 0 or more")
    if not _number(ascent_m) or ascent_m < 0:
        raise ValueError("ascent must be 0 or more")
    if not _number(pace_kmh) or pace_kmh <= 0:
        raise ValueError("pace must be more than 0")
    return round(distance_km * 60 / pace_kmh + ascent_m / 10)


def route_minutes(legs, pace_kmh=5.0):
    """Total of each leg's (rounded) minutes; legs is a list of (km, ascent_m)."""
    return sum(leg_minutes(km, up, pace_kmh) for km, up in legs)


def with_breaks(minutes, every=60, rest=10):
    """Walking time plus a rest after every full `every` minutes, none at the very end."""
    if not isinstance(minutes, int) or isinstance(minutes, bool) or minutes < 0:
        raise ValueError("minutes must be a whole number, 0 or more")
    if minutes == 0:
        return 0
    return minutes + (minutes - 1) // every * rest


def format_minutes(minutes):
    """205 -> "3:25"."""
    if not isinstance(minutes, int) or isinstance(minutes, bool) or minutes < 0:
        raise ValueError("minutes must be a whole number, 0 or more")
    return f"{minutes // 60}:{minutes % 60:02d}"


def finish_time(start, minutes):
    """"09:30" plus minutes -> "HH:MM"; past midnight is a ValueError."""
    try:
        hours, mins = start.split(":")
        if len(hours) != 2 or len(mins) != 2 or not (hours + mins).isdigit():
            raise ValueError
        h, m = int(hours), int(mins)
    except ValueError:
        raise ValueError(f"bad time {start!r}") from None
    if h > 23 or m > 59:
        raise ValueError(f"bad time {start!r}")
    end = h * 60 + m + minutes
    if end >= 24 * 60:
        raise ValueError("that finishes after midnight")
    return f"{end // 60:02d}:{end % 60:02d}"
