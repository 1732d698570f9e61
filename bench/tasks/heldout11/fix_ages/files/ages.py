"""Birthday arithmetic.

People born on Feb 29 celebrate on Mar 1 in years without a Feb 29.
"""
from datetime import date


def age_on(birth, day):
    """Age in whole years on `day`. ValueError if `day` is before `birth`."""
    return (day - birth).days // 365


def next_birthday(birth, day):
    """Date of the first birthday on or after `day`."""
    candidate = date(day.year, birth.month, birth.day)
    if candidate <= day:
        candidate = date(day.year + 1, birth.month, birth.day)
    return candidate


def days_until_birthday(birth, day):
    """Days from `day` to the next birthday (0 if it is today)."""
    return (next_birthday(birth, day) - day).days
