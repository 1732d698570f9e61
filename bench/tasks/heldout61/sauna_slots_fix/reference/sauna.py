"""Bookings for the sauna at the leisure centre.

Each booking is one person for one session of SESSION_MINUTES, starting at
a "HH:MM" time. At most CAPACITY people can be in the sauna at once. We're
open from OPEN to CLOSE and every session has to finish by closing time.
"""

SESSION_MINUTES = 45
CAPACITY = 4
OPEN = "07:00"
CLOSE = "21:00"


def to_minutes(hhmm):
    """'HH:MM' (or 'H:MM') -> minutes after midnight. Anything else is a ValueError."""
    parts = hhmm.strip().split(":")
    if len(parts) != 2 or not all(p.isdigit() for p in parts) or len(parts[1]) != 2:
        raise ValueError(f"not a time: {hhmm!r}")
    hours, minutes = int(parts[0]), int(parts[1])
    if hours > 23 or minutes > 59:
        raise ValueError(f"not a time: {hhmm!r}")
    return hours * 60 + minutes


def to_hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _in_sauna(start, moment):
    """Is someone whose session starts at ``start`` in the sauna at ``moment``?"""
    return start <= moment < start + SESSION_MINUTES


def people_at(bookings, moment):
    """How many people are in the sauna at the time ``moment`` ('HH:MM')."""
    m = to_minutes(moment)
    return sum(1 for b in bookings if _in_sauna(to_minutes(b), m))


def can_book(bookings, start):
    """True if one more person can have a session starting at ``start``.

    The session has to be within opening hours, and there must be room for
    them for the whole of their session.
    """
    s = to_minutes(start)
    if s < to_minutes(OPEN) or s + SESSION_MINUTES > to_minutes(CLOSE):
        return False
    starts = [to_minutes(b) for b in bookings]
    # the sauna is fullest either when they go in or when someone else goes in
    moments = [s] + [b for b in starts if s <= b < s + SESSION_MINUTES]
    return all(sum(1 for b in starts if _in_sauna(b, m)) < CAPACITY for m in moments)


def busiest(bookings):
    """(time, people): the earliest time the sauna is at its fullest.
    ('', 0) when there are no bookings."""
    if not bookings:
        return "", 0
    best = None
    for m in sorted({to_minutes(b) for b in bookings}):
        count = sum(1 for b in bookings if _in_sauna(to_minutes(b), m))
        if best is None or count > best[1]:
            best = (m, count)
    return to_hhmm(best[0]), best[1]


def free_starts(bookings, step=15):
    """Every start time, every ``step`` minutes from opening, that can still be booked."""
    out = []
    m = to_minutes(OPEN)
    while m + SESSION_MINUTES <= to_minutes(CLOSE):
        if can_book(bookings, to_hhmm(m)):
            out.append(to_hhmm(m))
        m += step
    return out
