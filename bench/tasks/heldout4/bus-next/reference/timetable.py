"""Departures of the number 7 bus from Harbour Road."""


def to_minutes(hhmm):
    """'07:45' -> 465"""
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def next_departure(times, now):
    """The first departure in `times` (sorted 'HH:MM' strings) at or after `now`.

    After the last bus of the day, the first bus of the next day; None if `times` is empty.
    """
    if not times:
        return None
    current = to_minutes(now)
    for t in times:
        if to_minutes(t) >= current:
            return t
    return times[0]
