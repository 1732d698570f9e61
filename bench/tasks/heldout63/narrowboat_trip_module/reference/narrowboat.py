"""Planning a week on a hired narrowboat."""

import math
from fractions import Fraction

LITRES_PER_PERSON_DAY = 60


def _number(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def cruise_hours(miles, locks):
    """(miles + locks) / 3 hours, to the nearest quarter hour (halfway rounds up)."""
    if not _number(miles) or miles < 0:
        raise ValueError("miles must be a number, 0 or more")
    if not isinstance(locks, int) or isinstance(locks, bool) or locks < 0:
        raise ValueError("locks must be a whole number, 0 or more")
    quarters = (Fraction(miles) + locks) * 4 / 3
    return math.floor(quarters + Fraction(1, 2)) / 4


def format_hours(hours):
    """'2h 15m', '45m', '3h', '0m'; minutes to the nearest minute."""
    if not _number(hours) or hours < 0:
        raise ValueError("hours must be a number, 0 or more")
    minutes = math.floor(Fraction(hours) * 60 + Fraction(1, 2))
    h, m = divmod(minutes, 60)
    if h == 0:
        return f"{m}m"
    if m == 0:
        return f"{h}h"
    return f"{h}h {m}m"


def split_days(legs, hours_per_day=6):
    """Group the legs of the trip into days: [(where we stop, hours that day), ...]."""
    if not _number(hours_per_day) or hours_per_day <= 0:
        raise ValueError("hours_per_day must be more than 0")
    days, place, today = [], None, 0
    for stop, miles, locks in legs:
        hours = cruise_hours(miles, locks)
        if place is not None and today + hours > hours_per_day:
            days.append((place, today))
            today = 0
        place, today = stop, today + hours
    if place is not None:
        days.append((place, today))
    return days


def water_days(tank_litres, people):
    """Whole days a full water tank lasts ``people`` people."""
    if not isinstance(people, int) or isinstance(people, bool) or people < 1:
        raise ValueError("people must be a whole number, 1 or more")
    if not _number(tank_litres) or tank_litres <= 0:
        raise ValueError("tank_litres must be more than 0")
    return math.floor(Fraction(tank_litres) / (people * LITRES_PER_PERSON_DAY))
