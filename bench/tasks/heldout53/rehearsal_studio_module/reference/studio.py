"""Bookings for the rehearsal studio: parsing, prices, clashes and free time."""

import re
from datetime import datetime, timedelta

OPEN, CLOSE = 9 * 60, 23 * 60  # minutes after midnight
EVENING = 18 * 60
DAY_RATE, EVENING_RATE, ENGINEER_RATE = 30.0, 42.0, 18.0  # per hour
_SLOT = re.compile(r"(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})-(\d{2}):(\d{2})")


def parse_slot(text):
    """(start, end) datetimes from "YYYY-MM-DD HH:MM-HH:MM"."""
    m = _SLOT.fullmatch(text.strip())
    if not m:
        raise ValueError(f"not a slot: {text!r}")
    day = datetime.strptime(m.group(1), "%Y-%m-%d")
    h1, m1, h2, m2 = (int(g) for g in m.groups()[1:])
    if h1 > 23 or h2 > 23 or m1 > 59 or m2 > 59:
        raise ValueError(f"bad time in {text!r}")
    a, b = h1 * 60 + m1, h2 * 60 + m2
    if a % 15 or b % 15:
        raise ValueError("bookings are in quarter hours")
    if b <= a:
        raise ValueError("the end must be after the start")
    if a < OPEN or b > CLOSE:
        raise ValueError("the studio is open 09:00 to 23:00")
    return day + timedelta(minutes=a), day + timedelta(minutes=b)


def _minutes(moment):
    return moment.hour * 60 + moment.minute


def session_cost(start, end, engineer=False):
    """Price of a session, to 2 dp: DAY_RATE an hour before 18:00,
    EVENING_RATE an hour from 18:00, plus ENGINEER_RATE an hour for the
    whole session if an engineer is wanted."""
    a, b = _minutes(start), _minutes(end)
    day_minutes = max(0, min(b, EVENING) - a)
    evening_minutes = max(0, b - max(a, EVENING))
    cost = day_minutes / 60 * DAY_RATE + evening_minutes / 60 * EVENING_RATE
    if engineer:
        cost += (b - a) / 60 * ENGINEER_RATE
    return round(cost, 2)


def clashes(bookings, start, end):
    """The bookings (start, end) that overlap start-end, in the order given.
    Touching (one ends when the other starts) is not a clash."""
    return [b for b in bookings if b[0] < end and start < b[1]]


def free_time(bookings, day):
    """[("HH:MM", "HH:MM"), ...]: the gaps of an hour or more between
    opening and closing on ``day`` (a date), earliest first."""
    taken = sorted((_minutes(s), _minutes(e)) for s, e in bookings if s.date() == day)
    gaps, at = [], OPEN
    for s, e in taken + [(CLOSE, CLOSE)]:
        if s - at >= 60:
            gaps.append((f"{at // 60:02d}:{at % 60:02d}", f"{s // 60:02d}:{s % 60:02d}"))
        at = max(at, e)
    return gaps
