"""When the warranties on the household appliances run out.

Every date here is a ``datetime.date``. A warranty is described by the day
the appliance was bought and its length in whole calendar months.
"""

from datetime import date, timedelta


def days_in_month(year, month):
    """The number of days in ``month`` (1-12) of ``year``, leap years included.

    >>> days_in_month(2024, 2)
    29
    >>> days_in_month(2023, 12)
    31
    """
    if month == 12:
        return 31
    return (date(year, month + 1, 1) - timedelta(days=1)).day


def add_months(start, months):
    """The date ``months`` calendar months after ``start``.

    The day of the month is kept when the target month has it; otherwise the
    last day of the target month is used. ``months`` must be an int of 0 or
    more (True and False are refused), else ValueError.

    >>> add_months(date(2024, 1, 31), 1)
    datetime.date(2024, 2, 29)
    >>> add_months(date(2023, 11, 15), 3)
    datetime.date(2024, 2, 15)
    """
    if isinstance(months, bool) or not isinstance(months, int) or months < 0:
        raise ValueError("months must be an int of 0 or more")
    index = start.month - 1 + months
    year = start.year + index // 12
    month = index % 12 + 1
    return date(year, month, min(start.day, days_in_month(year, month)))


def expiry(purchased, months):
    """The last day the warranty covers: the day before
    add_months(purchased, months). ``months`` must be at least 1, else
    ValueError.

    >>> expiry(date(2024, 3, 15), 12)
    datetime.date(2025, 3, 14)
    """
    if isinstance(months, bool) or not isinstance(months, int) or months < 1:
        raise ValueError("a warranty lasts at least one month")
    return add_months(purchased, months) - timedelta(days=1)


def is_covered(purchased, months, on):
    """True when the day ``on`` is inside the warranty: from ``purchased``
    through expiry(purchased, months), both days included."""
    return purchased <= on <= expiry(purchased, months)


def days_left(purchased, months, today):
    """Whole days from ``today`` to the expiry date: 0 on the expiry day
    itself, None once the warranty has run out (the day after expiry on)."""
    left = (expiry(purchased, months) - today).days
    if left < 0:
        return None
    return left


def expiring_soon(items, today, within=30):
    """The warranties that end soon.

    ``items`` is a list of ``(name, purchased, months)`` tuples. The result is
    a list of ``(name, expiry_date)`` tuples for the items covered on
    ``today`` whose expiry date is at most ``within`` days after ``today``,
    sorted by expiry date, then by name. Items that have already run out, or
    are bought after ``today``, are left out.
    """
    found = []
    for name, purchased, months in items:
        if not is_covered(purchased, months, today):
            continue
        end = expiry(purchased, months)
        if (end - today).days <= within:
            found.append((name, end))
    return sorted(found, key=lambda pair: (pair[1], pair[0]))
