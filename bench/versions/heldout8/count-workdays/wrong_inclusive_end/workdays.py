from datetime import timedelta


def count_workdays(start, end, holidays=()):
    if end <= start:
        return 0
    count = 0
    day = start
    while day <= end:
        if day.weekday() < 5 and day not in holidays:
            count += 1
        day += timedelta(days=1)
    return count
