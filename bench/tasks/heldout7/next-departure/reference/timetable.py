def _minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def next_departure(departures, now):
    """The first departure at or after ``now``, else tomorrow's first; None if there are none."""
    if not departures:
        return None
    ordered = sorted(departures, key=_minutes)
    current = _minutes(now)
    for time in ordered:
        if _minutes(time) >= current:
            return time
    return ordered[0]
