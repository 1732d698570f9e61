from datetime import date, timedelta


def business_days(start: date, end: date, holidays=()) -> int:
    skip = frozenset(holidays)
    days = (start + timedelta(days=i) for i in range(max((end - start).days + 1, 0)))
    return sum(1 for d in days if d.isoweekday() <= 5 and d not in skip)
