"""Beaufort wind force from a speed in km/h."""

from bisect import bisect_right

BEAUFORT_SCALE = [
    (1, "Calm"),
    (6, "Light air"),
    (12, "Light breeze"),
    (20, "Gentle breeze"),
    (29, "Moderate breeze"),
    (39, "Fresh breeze"),
    (50, "Strong breeze"),
    (62, "High wind"),
    (75, "Gale"),
    (89, "Strong gale"),
    (103, "Storm"),
    (118, "Violent storm"),
    (float("inf"), "Hurricane force"),
]
_LIMITS = [limit for limit, _ in BEAUFORT_SCALE]


def beaufort(speed_kmh):
    """Return (force, description) for a mean wind speed in km/h."""
    if speed_kmh < 0:
        raise ValueError("wind speed cannot be negative")
    force = min(bisect_right(_LIMITS, speed_kmh), len(BEAUFORT_SCALE) - 1)
    return force, BEAUFORT_SCALE[force][1]


def format_report(force, description, speed_kmh, gust_force=None):
    gust = "" if gust_force is None else f", gusting force {gust_force:d}"
    return f"Force {force:d} ({description}) at {speed_kmh:.1f} km/h{gust}"


def report(speed_kmh, gust_kmh=None):
    """One line for the club noticeboard, e.g. 'Force 4 (Moderate breeze) at 25.0 km/h'.

    Gusts are mentioned only when they reach a higher force than the mean wind.
    """
    force, description = beaufort(speed_kmh)
    if gust_kmh is not None and gust_kmh < speed_kmh:
        raise ValueError("gusts cannot be slower than the mean wind")
    gust_force = beaufort(gust_kmh)[0] if gust_kmh is not None else None
    if gust_force is not None and gust_force <= force:
        gust_force = None
    return format_report(force, description, speed_kmh, gust_force)
