"""Business days."""
from datetime import date, timedelta
from itertools import count, islice
from typing import Collection, Iterator


def is_business_day(day: date, holidays: Collection[date] = ()) -> bool:
    return day.weekday() <= 4 and day not in holidays


def _walk(start: date, direction: int, holidays) -> Iterator[date]:
    for i in count(1):
        d = start + timedelta(days=i * direction)
        if is_business_day(d, holidays):
            yield d


def add_business_days(start: date, n: int, holidays: Collection[date] = ()) -> date:
    holidays = frozenset(holidays)
    if n == 0:
        if is_business_day(start, holidays):
            return start
        return next(_walk(start, 1, holidays))
    direction = 1 if n > 0 else -1
    return next(islice(_walk(start, direction, holidays), abs(n) - 1, None))


def business_days_between(start: date, end: date, holidays: Collection[date] = ()) -> int:
    holidays = frozenset(holidays)
    lo, hi = min(start, end), max(start, end)
    total = sum(
        1
        for i in range((hi - lo).days)
        if is_business_day(lo + timedelta(days=i), holidays)
    )
    return total if start <= end else -total
