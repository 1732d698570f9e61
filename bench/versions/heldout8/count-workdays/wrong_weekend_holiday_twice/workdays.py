from datetime import timedelta


def count_workdays(start, end, holidays=()):
    count = 0
    day = start
    while day < end:
        if day.weekday() < 5:
            count += 1
        day += timedelta(days=1)
    for h in holidays:
        if start <= h < end:
            count -= 1
    return count
