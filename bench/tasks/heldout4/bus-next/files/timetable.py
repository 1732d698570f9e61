"""Departures of the number 7 bus from Harbour Road."""


def to_minutes(hhmm):
    """'07:45' -> 465"""
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def next_departure(times, now):
    """The first departure in `times` (sorted 'HH:MM' strings) after `now`, or None."""
    current = to_minutes(now)
    for t in times:
        if to_minutes(t) > current:
            return t
    return None
