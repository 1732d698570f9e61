from datetime import date, timedelta


def date_range(start, end):
    """Every date from start to end, both included, as a list (empty when end < start)."""
    days = (end - start).days
    return [start + timedelta(days=i) for i in range(days)]


def is_weekend(day):
    """True on Saturday and Sunday."""
    return day.weekday() > 5


def workdays(start, end):
    """How many dates from start to end (both included) are not on a weekend."""
    return sum(1 for d in date_range(start, end) if not is_weekend(d))
