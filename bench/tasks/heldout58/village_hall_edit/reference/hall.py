"""Bookings and hire charges for the village hall.

The bookings book has one booking a line, like

    2024-06-15 09:00-12:30 main hall | Yoga Club

the day, the times (24 hour clock), the room, a "|" and who booked it.
"""

import math
from collections import namedtuple
from datetime import date

RATES = {"main hall": 18.00, "committee room": 9.50, "kitchen": 6.00}  # per hour
OPEN = "08:00"
CLOSE = "23:00"

Booking = namedtuple("Booking", "day start end room who")


def to_minutes(hhmm):
    """"HH:MM" -> minutes after midnight. Anything else is a ValueError."""
    hours, sep, minutes = hhmm.strip().partition(":")
    if not sep or not hours.isdigit() or not minutes.isdigit() or len(minutes) != 2:
        raise ValueError(f"not a time: {hhmm!r}")
    hours, minutes = int(hours), int(minutes)
    if hours > 23 or minutes > 59:
        raise ValueError(f"not a time: {hhmm!r}")
    return hours * 60 + minutes


def parse_booking(line):
    """One line of the bookings book -> Booking(day, start, end, room, who).

    day is a datetime.date, start and end are "HH:MM" strings (two-digit
    hours), room is in lower case with single spaces and must be one of
    RATES, who is the name as written with the spaces round it taken off.
    The booking must end after it starts and be within OPEN to CLOSE.
    Anything wrong is a ValueError.
    """
    left, sep, who = line.partition("|")
    if not sep or not who.strip():
        raise ValueError(f"no name on the booking: {line!r}")
    parts = left.split(None, 2)
    if len(parts) != 3:
        raise ValueError(f"bad booking: {line!r}")
    day = date.fromisoformat(parts[0])
    start, dash, end = parts[1].partition("-")
    if not dash:
        raise ValueError(f"bad times: {parts[1]!r}")
    begin, finish = to_minutes(start), to_minutes(end)
    room = " ".join(parts[2].split()).lower()
    if room not in RATES:
        raise ValueError(f"no such room: {parts[2]!r}")
    if not to_minutes(OPEN) <= begin < finish <= to_minutes(CLOSE):
        raise ValueError(f"times must be within {OPEN}-{CLOSE} and end after the start")
    return Booking(day, f"{begin // 60:02d}:{begin % 60:02d}",
                   f"{finish // 60:02d}:{finish % 60:02d}", room, who.strip())


def minutes_booked(booking):
    """How long the booking is, in minutes."""
    return to_minutes(booking.end) - to_minutes(booking.start)


def cost(booking):
    """The hire charge: the room's hourly rate, charged by the half hour (a
    part of a half hour counts as a whole one). To 2 decimal places."""
    halves = math.ceil(minutes_booked(booking) / 30)
    return round(halves * RATES[booking.room] / 2, 2)


def clashes(bookings):
    """Pairs of bookings of the same room on the same day that overlap, as
    (earlier in the list, later in the list), in the order they're found.
    One booking ending just as another starts is not a clash."""
    found = []
    for i, a in enumerate(bookings):
        for b in bookings[i + 1:]:
            if (a.day == b.day and a.room == b.room
                    and to_minutes(a.start) < to_minutes(b.end)
                    and to_minutes(b.start) < to_minutes(a.end)):
                found.append((a, b))
    return found


REGULAR_HOURS = 10  # a hirer with this many hours in the month is a regular
REGULAR_DISCOUNT = 0.15


def invoice(bookings, who, year, month):
    """The month's bill for one hirer.

    {"lines": [(day as "YYYY-MM-DD", start, end, room, cost)], "hours",
    "subtotal", "discount", "total"}: the hirer's bookings (name matched
    ignoring capitals and spaces round it) on days in that month, earliest
    first (by day, then start time). hours is the time actually booked, to 2
    decimal places; a regular (REGULAR_HOURS or more) gets REGULAR_DISCOUNT
    off the subtotal. Money to the nearest penny. month must be 1 to 12,
    else ValueError.
    """
    if not isinstance(month, int) or isinstance(month, bool) or not 1 <= month <= 12:
        raise ValueError("month must be 1 to 12")
    name = who.strip().lower()
    mine = sorted((b for b in bookings
                   if b.who.strip().lower() == name
                   and b.day.year == year and b.day.month == month),
                  key=lambda b: (b.day, to_minutes(b.start)))
    lines = [(b.day.isoformat(), b.start, b.end, b.room, cost(b)) for b in mine]
    minutes = sum(minutes_booked(b) for b in mine)
    subtotal = round(sum(line[4] for line in lines), 2)
    discount = round(subtotal * REGULAR_DISCOUNT, 2) if minutes >= REGULAR_HOURS * 60 else 0.0
    return {"lines": lines, "hours": round(minutes / 60, 2), "subtotal": subtotal,
            "discount": discount, "total": round(subtotal - discount, 2)}
