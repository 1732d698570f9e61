"""Small helpers for working-day arithmetic."""

from datetime import date, timedelta


def is_weekend(day: date) -> bool:
    """True on Saturday and Sunday."""
    return day.weekday() >= 5


def next_weekday(day: date) -> date:
    """The first Monday-to-Friday date on or after ``day``."""
    while is_weekend(day):
        day += timedelta(days=1)
    return day


def weekdays_between(start: date, end: date) -> int:
    """How many Monday-to-Friday dates lie in [start, end) (0 when end <= start)."""
    count = 0
    day = start
    while day < end:
        if not is_weekend(day):
            count += 1
        day += timedelta(days=1)
    return count


def add_business_days(start: date, n: int, holidays=()) -> date:
    """The date ``n`` business days after ``start`` (before it when ``n`` is negative)."""
    off = set(holidays)
    step = timedelta(days=1 if n >= 0 else -1)
    day = start
    remaining = abs(n)
    while remaining:
        day += step
        if not is_weekend(day) and day not in off:
            remaining -= 1
    return day
