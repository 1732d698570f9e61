from datetime import timedelta


def count_workdays(start, end, holidays=()):
    if end <= start:
        return 0
    days = (end - start).days
    weeks, rest = divmod(days, 7)
    total = weeks * 5
    wd = start.weekday()
    for i in range(rest):
        if (wd + i) % 7 < 5:
            total += 1
    for h in set(holidays):
        if start <= h < end and h.weekday() < 5:
            total -= 1
    return total
