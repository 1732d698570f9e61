"""Birthday arithmetic.

People born on Feb 29 celebrate on Mar 1 in years without a Feb 29.
"""
from datetime import date, timedelta


def age_on(birth, day):
    """Age in whole years on `day`. ValueError if `day` is before `birth`."""
    if day < birth:
        raise ValueError("day is before birth")
    had_birthday = (day.month, day.day) >= (birth.month, birth.day)
    return day.year - birth.year - (0 if had_birthday else 1)


def next_birthday(birth, day):
    """Date of the first birthday on or after `day`."""
    year = day.year
    while True:
        try:
            bd = birth.replace(year=year)
        except ValueError:
            bd = date(year, 2, 28) + timedelta(days=1)
        if bd >= day:
            return bd
        year += 1


def days_until_birthday(birth, day):
    """Days from `day` to the next birthday (0 if it is today)."""
    return (next_birthday(birth, day) - day).days
