"""Bookings for our holiday cottage.

A booking runs from its arrival day to its departure day. Guests leave on the
departure day, so that day is free for the next guests to arrive (changeover).
"""

import calendar
from datetime import date, timedelta

HIGH_SEASON = (7, 8)  # July and August
RATES = {"high": 145.0, "low": 95.0}  # per night
CLEANING_FEE = 60.0


def parse_booking(line):
    """'2024-07-06 2024-07-13 Smith' -> (date(2024, 7, 6), date(2024, 7, 13), 'Smith').

    The name can have spaces in it. A departure that isn't after the arrival,
    a bad date or a missing name is a ValueError.
    """
    parts = line.split(maxsplit=2)
    if len(parts) < 3:
        raise ValueError(f"not a booking: {line!r}")
    arrival, departure = date.fromisoformat(parts[0]), date.fromisoformat(parts[1])
    if departure <= arrival:
        raise ValueError(f"departure must be after arrival: {line!r}")
    return arrival, departure, parts[2].strip()


def load_bookings(lines):
    """Every booking in ``lines`` (blank lines and '#' comments skipped), by arrival date."""
    bookings = [parse_booking(line) for line in lines
                if line.strip() and not line.lstrip().startswith("#")]
    return sorted(bookings)


def nights(booking):
    arrival, departure, _ = booking
    return (departure - arrival).days


def price(arrival, departure):
    """The cost of a stay: each night at the high or low rate (by the month the night
    starts in), plus the cleaning fee, to 2 decimal places."""
    if departure <= arrival:
        raise ValueError("departure must be after arrival")
    total = CLEANING_FEE
    night = arrival
    while night < departure:
        total += RATES["high" if night.month in HIGH_SEASON else "low"]
        night += timedelta(days=1)
    return round(total, 2)


def is_free(bookings, arrival, departure):
    """True if nobody is booked in for any night from arrival up to departure."""
    return all(not (arrival < b_departure and b_arrival < departure)
               for b_arrival, b_departure, _ in bookings)


def occupancy(bookings, year, month):
    """Percentage of the month's nights that are booked, to 1 decimal place."""
    days = calendar.monthrange(year, month)[1]
    first, after = date(year, month, 1), date(year, month, days) + timedelta(days=1)
    booked = 0
    for arrival, departure, _ in bookings:
        start, end = max(arrival, first), min(departure, after)
        if start < end:
            booked += (end - start).days
    return round(100 * booked / days, 1)


def gaps(bookings, start, end, min_nights=2):
    """The free stretches between start and end, as (arrival, departure) pairs in date
    order, leaving out any shorter than min_nights nights."""
    if not isinstance(min_nights, int) or isinstance(min_nights, bool) or min_nights < 1:
        raise ValueError("min_nights must be a whole number, 1 or more")
    if end <= start:
        raise ValueError("end must be after start")
    free = []
    day = start
    for arrival, departure, _ in sorted(bookings):
        if departure <= day or arrival >= end:
            continue
        if arrival > day:
            free.append((day, arrival))
        day = max(day, departure)
    if day < end:
        free.append((day, end))
    return [(a, d) for a, d in free if (d - a).days >= min_nights]
