"""Beaufort wind force from a speed in km/h."""


def beaufort(speed_kmh):
    """Return (force, description) for a mean wind speed in km/h."""
    if speed_kmh < 0:
        raise ValueError("wind speed cannot be negative")
    if speed_kmh < 1:
        return 0, "Calm"
    elif speed_kmh < 6:
        return 1, "Light air"
    elif speed_kmh < 12:
        return 2, "Light breeze"
    elif speed_kmh < 20:
        return 3, "Gentle breeze"
    elif speed_kmh < 29:
        return 4, "Moderate breeze"
    elif speed_kmh < 39:
        return 5, "Fresh breeze"
    elif speed_kmh < 50:
        return 6, "Strong breeze"
    elif speed_kmh < 62:
        return 7, "High wind"
    elif speed_kmh < 75:
        return 8, "Gale"
    elif speed_kmh < 89:
        return 9, "Strong gale"
    elif speed_kmh < 103:
        return 10, "Storm"
    elif speed_kmh < 118:
        return 11, "Violent storm"
    else:
        return 12, "Hurricane force"


def report(speed_kmh, gust_kmh=None):
    """One line for the club noticeboard, e.g. 'Force 4 (Moderate breeze) at 25.0 km/h'.

    Gusts are mentioned only when they reach a higher force than the mean wind.
    """
    force, description = beaufort(speed_kmh)
    text = "Force %d (%s) at %.1f km/h" % (force, description, speed_kmh)
    if gust_kmh is not None:
        if gust_kmh < speed_kmh:
            raise ValueError("gusts cannot be slower than the mean wind")
        gust_force, _ = beaufort(gust_kmh)
        if gust_force > force:
            text += ", gusting force %d" % gust_force
    return text
