"""Birthday helpers for the family calendar."""

import calendar
from datetime import date


def _birthday_in(birth, year):
    """The date of the birthday in `year`; 29 Feb becomes 1 Mar in non-leap years."""
    if (birth.month, birth.day) == (2, 29) and not calendar.isleap(year):
        return date(year, 3, 1)
    return birth.replace(year=year)


def age_on(birth, on):
    """Age in whole years on the date `on`."""
    if on < birth:
        raise ValueError("not born yet")
    years = on.year - birth.year
    if on < _birthday_in(birth, on.year):
        years -= 1
    return years


def is_birthday(birth, on):
    """True if `on` is the person's birthday."""
    return _birthday_in(birth, on.year) == on


def next_birthday(birth, on):
    """The date of the next birthday on or after `on`."""
    this_year = _birthday_in(birth, on.year)
    if this_year >= on:
        return this_year
    return _birthday_in(birth, on.year + 1)


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
