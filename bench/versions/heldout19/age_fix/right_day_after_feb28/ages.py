"""Birthday helpers for the family calendar."""

from datetime import date, timedelta


def _leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _birthday(birth, year):
    if birth.month == 2 and birth.day == 29 and not _leap(year):
        return date(year, 2, 28) + timedelta(days=1)
    return date(year, birth.month, birth.day)


def age_on(birth, on):
    """Age in whole years on the date `on`."""
    if on < birth:
        raise ValueError("not born yet")
    n = 0
    while _birthday(birth, birth.year + n + 1) <= on:
        n += 1
    return n


def is_birthday(birth, on):
    """True if `on` is the person's birthday."""
    return _birthday(birth, on.year) == on


def next_birthday(birth, on):
    """The date of the next birthday on or after `on`."""
    year = on.year
    while _birthday(birth, year) < on:
        year += 1
    return _birthday(birth, year)


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
