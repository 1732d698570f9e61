"""Pitch fees and market days for the town's Wednesday and Saturday market."""

import math
from datetime import date, timedelta

PITCH_PER_DAY = {"small": 15.00, "standard": 22.00, "large": 30.00}
ELECTRIC_PER_DAY = 5.00
BLOCK_DAYS = 8  # booking this many market days or more at once...
BLOCK_OFF = 0.10  # ...takes this off the pitch fees (never off the electric)
MARKET_WEEKDAYS = (2, 5)  # Wednesday and Saturday, as date.weekday()
GAZEBO_M = 3  # a gazebo is 3 m wide


def pitch_size(text):
    """"small", "standard" or "large"; capitals and spaces don't matter. Else ValueError."""
    size = text.strip().lower()
    if size not in PITCH_PER_DAY:
        raise ValueError(f"no such pitch: {text!r}")
    return size


def booking_fee(size, days, electric=False):
    """What a trader pays for booking ``days`` market days of one pitch.

    days must be a whole number, 1 or more (else ValueError). BLOCK_OFF comes
    off the pitch part when days >= BLOCK_DAYS. Rounded to 2 decimal places.
    """
    size = pitch_size(size)
    if not isinstance(days, int) or days < 1:
        raise ValueError("days must be a whole number, 1 or more")
    pitch = PITCH_PER_DAY[size] * days
    power = ELECTRIC_PER_DAY * days if electric else 0.0
    total = pitch + power
    if days >= BLOCK_DAYS:
        total *= 1 - BLOCK_OFF
    return round(total, 2)


def market_days(start, count):
    """The next ``count`` market days, starting with ``start`` itself if it is one."""
    days = []
    day = start
    while len(days) < count:
        day += timedelta(days=1)
        if day.weekday() in MARKET_WEEKDAYS:
            days.append(day)
    return days


def gazebos_needed(frontage_m):
    """Gazebos to cover a frontage (metres, more than 0)."""
    if frontage_m <= 0:
        raise ValueError("frontage must be more than 0")
    return math.ceil(frontage_m / GAZEBO_M)
