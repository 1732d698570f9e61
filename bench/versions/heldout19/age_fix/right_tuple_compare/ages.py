"""Birthday helpers for the family calendar."""

from datetime import date


def _is_leap(year):
    return year % 400 == 0 or (year % 4 == 0 and year % 100 != 0)


def _month_day(birth, year):
    """(month, day) the birthday is celebrated on in the given year."""
    if (birth.month, birth.day) == (2, 29) and not _is_leap(year):
        return (3, 1)
    return (birth.month, birth.day)


def age_on(birth, on):
    """Age in whole years on the date `on`."""
    if on < birth:
        raise ValueError("not born yet")
    had_birthday = (on.month, on.day) >= _month_day(birth, on.year)
    return on.year - birth.year - (0 if had_birthday else 1)


def is_birthday(birth, on):
    """True if `on` is the person's birthday."""
    return (on.month, on.day) == _month_day(birth, on.year)


def next_birthday(birth, on):
    """The date of the next birthday on or after `on`."""
    month, day = _month_day(birth, on.year)
    if (month, day) >= (on.month, on.day):
        return date(on.year, month, day)
    month, day = _month_day(birth, on.year + 1)
    return date(on.year + 1, month, day)


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
