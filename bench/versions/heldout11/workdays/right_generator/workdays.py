import datetime
import itertools


def _days(start, direction):
    d = start
    while True:
        d = d + datetime.timedelta(days=direction)
        yield d


def add_workdays(start, n, holidays=()):
    if n == 0:
        return start
    off = frozenset(holidays)
    direction = 1 if n > 0 else -1
    good = (d for d in _days(start, direction) if d.isoweekday() <= 5 and d not in off)
    return next(itertools.islice(good, abs(n) - 1, None))


def workdays_between(a, b, holidays=()):
    off = frozenset(holidays)
    sign = 1
    if b < a:
        a, b, sign = b, a, -1
    span = (b - a).days
    n = sum(1 for i in range(1, span + 1)
            if (a + datetime.timedelta(i)).isoweekday() <= 5
            and a + datetime.timedelta(i) not in off)
    return sign * n
