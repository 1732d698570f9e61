"""Count working days between two dates."""

from datetime import timedelta


def count_workdays(start, end, holidays=()):
    off = set(holidays)
    count = 0
    day = start
    while day < end:
        if day.weekday() < 5 and day not in off:
            count += 1
        day += timedelta(days=1)
    return count
