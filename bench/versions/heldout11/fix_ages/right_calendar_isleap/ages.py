"""Birthday arithmetic.

People born on Feb 29 celebrate on Mar 1 in years without a Feb 29.
"""
import calendar
from datetime import date


def celebration(birth, year):
    if birth.month == 2 and birth.day == 29 and not calendar.isleap(year):
        return date(year, 3, 1)
    return date(year, birth.month, birth.day)


def age_on(birth, day):
    """Age in whole years on `day`. ValueError if `day` is before `birth`."""
    if day < birth:
        raise ValueError(f"{day} is before {birth}")
    age = day.year - birth.year
    return age if day >= celebration(birth, day.year) else age - 1


def next_birthday(birth, day):
    """Date of the first birthday on or after `day`."""
    this_year = celebration(birth, day.year)
    return this_year if this_year >= day else celebration(birth, day.year + 1)


def days_until_birthday(birth, day):
    """Days from `day` to the next birthday (0 if it is today)."""
    return (next_birthday(birth, day) - day).days
