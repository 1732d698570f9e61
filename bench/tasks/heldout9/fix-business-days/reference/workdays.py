"""Working-day arithmetic."""
from datetime import date, timedelta


def business_days(start: date, end: date, holidays=()) -> int:
    """Count the working days from start to end, both dates included.

    A working day is Monday to Friday and not one of the dates in holidays
    (any iterable of dates; holidays that fall on a weekend or outside the
    range simply don't matter). If end is before start the answer is 0.
    """
    if end < start:
        return 0
    off = set(holidays)
    count = 0
    day = start
    while day <= end:
        if day.weekday() < 5 and day not in off:
            count += 1
        day += timedelta(days=1)
    return count
