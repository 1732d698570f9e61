import datetime


def is_business_day(day, holidays=()):
    if day.isoweekday() in (6, 7):
        return False
    return day not in holidays


def _weekdays_before(day):
    """Number of Mon-Fri days from a fixed Monday up to (not including) day."""
    epoch = datetime.date(2001, 1, 1)  # a Monday
    delta = (day - epoch).days
    weeks, extra = divmod(delta, 7)
    return weeks * 5 + min(extra, 5)


def business_days_between(start, end, holidays=()):
    sign = 1
    if end < start:
        start, end, sign = end, start, -1
    count = _weekdays_before(end) - _weekdays_before(start)
    for h in set(holidays):
        if start <= h < end and h.weekday() < 5:
            count -= 1
    return sign * count


def add_business_days(start, n, holidays=()):
    hol = frozenset(holidays)
    one = datetime.timedelta(days=1)
    day = start
    while not is_business_day(day, hol) and n == 0:
        day += one
    if n == 0:
        return day
    direction = 1 if n > 0 else -1
    moved = 0
    while moved != abs(n):
        day += direction * one
        moved += is_business_day(day, hol)
    return day
