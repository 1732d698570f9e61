"""Business-day arithmetic on datetime.date values."""
from datetime import timedelta

ONE_DAY = timedelta(days=1)


def is_business_day(day, holidays=()):
    """Monday to Friday and not a holiday."""
    return day.weekday() < 5 and day not in set(holidays)


def add_business_days(start, n, holidays=()):
    """Move ``n`` business days from ``start`` (back when n < 0).

    With n == 0: start if it is a business day, else the next business day.
    """
    holidays = set(holidays)
    day = start
    if n == 0:
        while not is_business_day(day, holidays):
            day += ONE_DAY
        return day
    step = ONE_DAY if n > 0 else -ONE_DAY
    remaining = abs(n)
    while remaining:
        day += step
        if is_business_day(day, holidays):
            remaining -= 1
    return day


def business_days_between(start, end, holidays=()):
    """Business days in [start, end); negative when end < start."""
    if end < start:
        return -business_days_between(end, start, holidays)
    holidays = set(holidays)
    count = 0
    day = start
    while day < end:
        if is_business_day(day, holidays):
            count += 1
        day += ONE_DAY
    return count
