"""Dates for recurring meetups ("2nd tuesday", "last thursday", ...)."""
import calendar
from datetime import date, timedelta

WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


def weekday_number(name):
    """0 for Monday ... 6 for Sunday."""
    try:
        return WEEKDAYS.index(name.lower())
    except ValueError:
        raise ValueError(f"unknown weekday: {name}") from None


def nth_weekday(year, month, weekday, n):
    """Date of the n-th `weekday` (0=Monday) of the month; n=-1 means the last one.

    n must be 1..5 or -1. Raises ValueError if the month has no such day.
    """
    if n not in (1, 2, 3, 4, 5, -1):
        raise ValueError(f"n must be 1-5 or -1, got {n}")
    if n == -1:
        last_day = date(year, month, calendar.monthrange(year, month)[1])
        return last_day - timedelta(days=(last_day.weekday() - weekday) % 7)
    first = date(year, month, 1)
    offset = (weekday - first.weekday()) % 7
    result = first + timedelta(days=offset, weeks=n - 1)
    if result.month != month:
        raise ValueError(f"{year}-{month:02d} has no {n}th {WEEKDAYS[weekday]}")
    return result


def parse_rule(rule):
    """'2nd tuesday' -> (2, 1); 'last friday' -> (-1, 4)."""
    try:
        which, day = rule.lower().split()
    except ValueError:
        raise ValueError(f"bad rule: {rule!r}") from None
    if which == "last":
        n = -1
    elif which in ("1st", "2nd", "3rd", "4th", "5th"):
        n = int(which[0])
    else:
        raise ValueError(f"bad rule: {rule!r}")
    return n, weekday_number(day)


def schedule(year, rule):
    """The meetup dates in `year` for a rule like "2nd tuesday" or "last thursday".

    Months that don't have the day (e.g. no 5th friday) are left out.
    """
    n, weekday = parse_rule(rule)
    return [nth_weekday(year, month, weekday, n) for month in range(1, 13)]
