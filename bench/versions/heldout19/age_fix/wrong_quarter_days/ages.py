"""Birthday helpers for the family calendar."""

import calendar
from datetime import date


def _bday(birth, year):
    if birth.month == 2 and birth.day == 29 and not calendar.isleap(year):
        return date(year, 3, 1)
    return birth.replace(year=year)


def age_on(birth, on):
    """Age in whole years on the date `on`."""
    if on < birth:
        raise ValueError("not born yet")
    return int((on - birth).days / 365.25)


def is_birthday(birth, on):
    """True if `on` is the person's birthday."""
    return _bday(birth, on.year) == on


def next_birthday(birth, on):
    """The date of the next birthday on or after `on`."""
    this_year = _bday(birth, on.year)
    if this_year >= on:
        return this_year
    return _bday(birth, on.year + 1)


def days_until_birthday(birth, on):
    """Days from `on` until the next birthday (0 on the day itself)."""
    return (next_birthday(birth, on) - on).days


def upcoming(people, on, within=30):
    """Names of people whose birthday falls in the next `within` days, soonest first.

    `people` maps names to birth dates.
    """
    soon = []
    for name, birth in people.items():
        days = days_until_birthday(birth, on)
        if days <= within:
            soon.append((days, name))
    return [name for days, name in sorted(soon)]
