"""Birthday arithmetic.

People born on Feb 29 celebrate on Mar 1 in years without a Feb 29.
"""
from datetime import date


def _birthday_in(birth, year):
    try:
        return date(year, birth.month, birth.day)
    except ValueError:  # Feb 29 in a non-leap year
        return date(year, 2, 28)


def age_on(birth, day):
    """Age in whole years on `day`. ValueError if `day` is before `birth`."""
    if day < birth:
        raise ValueError("day is before birth")
    years = day.year - birth.year
    if day < _birthday_in(birth, day.year):
        years -= 1
    return years


def next_birthday(birth, day):
    """Date of the first birthday on or after `day`."""
    candidate = _birthday_in(birth, day.year)
    if candidate < day:
        candidate = _birthday_in(birth, day.year + 1)
    return candidate


def days_until_birthday(birth, day):
    """Days from `day` to the next birthday (0 if it is today)."""
    return (next_birthday(birth, day) - day).days
