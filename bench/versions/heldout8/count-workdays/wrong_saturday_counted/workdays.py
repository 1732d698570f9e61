from datetime import timedelta


def count_workdays(start, end, holidays=()):
    count = 0
    day = start
    while day < end:
        if day.isoweekday() < 7 and day not in holidays:
            count += 1
        day += timedelta(days=1)
    return count
