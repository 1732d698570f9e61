"""Beaufort wind force from a speed in km/h."""

# (upper limit in km/h, exclusive; description) - the force is the index.
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


def beaufort(speed_kmh):
    """Return (force, description) for a mean wind speed in km/h."""
    if speed_kmh < 0:
        raise ValueError("wind speed cannot be negative")
    for force, (limit, description) in enumerate(BEAUFORT_SCALE):
        if speed_kmh < limit:
            return force, description
    return len(BEAUFORT_SCALE) - 1, BEAUFORT_SCALE[-1][1]  # NaN, as before


def format_report(force, description, speed_kmh, gust_force=None):
    """The noticeboard line for already-classified numbers."""
    text = "Force %d (%s) at %.1f km/h" % (force, description, speed_kmh)
    if gust_force is not None:
        text += ", gusting force %d" % gust_force
    return text


def report(speed_kmh, gust_kmh=None):
    """One line for the club noticeboard, e.g. 'Force 4 (Moderate breeze) at 25.0 km/h'.

    Gusts are mentioned only when they reach a higher force than the mean wind.
    """
    force, description = beaufort(speed_kmh)
    gust_force = None
    if gust_kmh is not None:
        gust_force = beaufort(gust_kmh)[0]
        if gust_force <= force:
            gust_force = None
    return format_report(force, description, speed_kmh, gust_force)
