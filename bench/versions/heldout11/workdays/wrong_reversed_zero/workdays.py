"""Working-day arithmetic on datetime.date values."""
from datetime import date, timedelta


def _is_workday(day, holidays):
    return day.weekday() < 5 and day not in holidays


def add_workdays(start, n, holidays=()):
    """The date n working days after start (before it when n < 0)."""
    holidays = set(holidays)
    step = timedelta(days=1 if n >= 0 else -1)
    day = start
    remaining = abs(n)
    while remaining:
        day += step
        if _is_workday(day, holidays):
            remaining -= 1
    return day


def workdays_between(a, b, holidays=()):
    """Working days d with a < d <= b; negative when b is before a."""
    holidays = set(holidays)
    if b < a:
        return 0
    count = 0
    day = a
    while day < b:
        day += timedelta(days=1)
        if _is_workday(day, holidays):
            count += 1
    return count
