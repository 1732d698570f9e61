"""Beaufort wind force from a speed in km/h."""

INF = float("inf")

BEAUFORT_SCALE = [
    (1, "Calm"), (6, "Light air"), (12, "Light breeze"), (20, "Gentle breeze"),
    (29, "Moderate breeze"), (39, "Fresh breeze"), (50, "Strong breeze"),
    (62, "High wind"), (75, "Gale"), (89, "Strong gale"), (103, "Storm"),
    (118, "Violent storm"), (INF, "Hurricane force"),
]


def beaufort(speed_kmh):
    """Return (force, description) for a mean wind speed in km/h."""
    if speed_kmh < 0:
        raise ValueError("wind speed cannot be negative")
    last = len(BEAUFORT_SCALE) - 1
    return next(
        ((force, name) for force, (top, name) in enumerate(BEAUFORT_SCALE) if speed_kmh < top),
        (last, BEAUFORT_SCALE[last][1]),
    )


def format_report(force, description, speed_kmh, gust_force=None):
    parts = ["Force %d (%s) at %.1f km/h" % (force, description, speed_kmh)]
    if gust_force is not None:
        parts.append("gusting force %d" % gust_force)
    return ", ".join(parts)


def _gust_force(force, speed_kmh, gust_kmh):
    """Force of the gusts if worth mentioning, else None."""
    if gust_kmh is None:
        return None
    if gust_kmh < speed_kmh:
        raise ValueError("gusts cannot be slower than the mean wind")
    gust_force, _ = beaufort(gust_kmh)
    return gust_force if gust_force > force else None


def report(speed_kmh, gust_kmh=None):
    """One line for the club noticeboard, e.g. 'Force 4 (Moderate breeze) at 25.0 km/h'."""
    force, description = beaufort(speed_kmh)
    return format_report(force, description, speed_kmh, _gust_force(force, speed_kmh, gust_kmh))
