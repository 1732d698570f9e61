from datetime import timedelta

ONE_DAY = timedelta(days=1)


def add_workdays(start, n, holidays=()):
    skip = list(holidays)
    current = start
    moved = 0
    while moved != n:
        if n > 0:
            current = current + ONE_DAY
        else:
            current = current - ONE_DAY
        if current.weekday() >= 5 or current in skip:
            continue
        moved = moved + 1 if n > 0 else moved - 1
    return current


def workdays_between(a, b, holidays=()):
    skip = list(holidays)
    lo, hi = min(a, b), max(a, b)
    total = 0
    d = lo + ONE_DAY
    while d <= hi:
        if d.weekday() < 5 and d not in skip:
            total += 1
        d += ONE_DAY
    return total if a <= b else -total
