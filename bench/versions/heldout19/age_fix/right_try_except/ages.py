"""Birthday helpers for the family calendar."""

from datetime import date


def _celebrated(birth, year):
    try:
        return birth.replace(year=year)
    except ValueError:  # 29 February outside a leap year
        return date(year, 3, 1)


def age_on(birth, on):
    """Age in whole years on the date `on`."""
    if on < birth:
        raise ValueError("not born yet")
    age = on.year - birth.year
    if on < _celebrated(birth, on.year):
        age -= 1
    return age


def is_birthday(birth, on):
    """True if `on` is the person's birthday."""
    return on == _celebrated(birth, on.year)


def next_birthday(birth, on):
    """The date of the next birthday on or after `on`."""
    candidate = _celebrated(birth, on.year)
    if candidate < on:
        candidate = _celebrated(birth, on.year + 1)
    return candidate


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
