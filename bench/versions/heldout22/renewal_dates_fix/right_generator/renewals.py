"""Renewal dates for subscriptions billed every N months."""
import calendar
from datetime import date


def add_months(d, months):
    """Return the date `months` calendar months after `d` (negative goes back).

    The day is clamped to the last day of the target month:

    >>> add_months(date(2024, 1, 31), 1)
    datetime.date(2024, 2, 29)
    >>> add_months(date(2024, 3, 15), -3)
    datetime.date(2023, 12, 15)
    """
    index = d.year * 12 + (d.month - 1) + months
    year, month0 = divmod(index, 12)
    last_day = calendar.monthrange(year, month0 + 1)[1]
    return date(year, month0 + 1, min(d.day, last_day))


def _renewals(start, every):
    """Yield the renewals of `start` for ever, each computed from the start date."""
    n = 1
    while True:
        yield add_months(start, n * every)
        n += 1


def _check_every(every):
    if isinstance(every, bool) or not isinstance(every, int) or every < 1:
        raise ValueError("every must be a positive whole number of months")


def renewal_dates(start, until, every=1):
    """All renewal dates of a subscription that started on `start`, up to `until`.

    The subscription renews every `every` months (1 = monthly, 3 = quarterly,
    12 = yearly); the start date itself is not a renewal. Returns a list of dates in
    order, empty if the first renewal is after `until`. `every` must be a positive int,
    otherwise ValueError.
    """
    _check_every(every)
    dates = []
    for renewal in _renewals(start, every):
        if renewal > until:
            break
        dates.append(renewal)
    return dates


def next_renewal(start, today, every=1):
    """The first renewal date strictly after `today` (shown in the customer portal)."""
    _check_every(every)
    return next(d for d in _renewals(start, every) if d > today)
