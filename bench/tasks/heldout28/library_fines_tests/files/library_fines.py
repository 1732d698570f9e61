"""Overdue fines for the village library. All money is in whole cents."""

from datetime import date, datetime

DAILY_RATE = {"book": 20, "dvd": 50, "magazine": 10}
FINE_CAP = {"book": 500, "dvd": 1000, "magazine": 200}
GRACE_DAYS = 2


def days_late(due, returned):
    """How many days after ``due`` the item came back.

    Both arguments must be ``datetime.date`` objects; anything else, including
    a ``datetime.datetime``, raises TypeError. The result is the number of
    calendar days from ``due`` to ``returned``, and 0 when the item came back
    on or before the due date (never negative).
    """
    for value in (due, returned):
        if not isinstance(value, date) or isinstance(value, datetime):
            raise TypeError("due and returned must be datetime.date objects")
    return max(0, (returned - due).days)


def fine(item_type, due, returned):
    """The fine in cents for one item.

    ``item_type`` is "book", "dvd" or "magazine", matched case-insensitively
    and ignoring surrounding spaces; any other type raises ValueError.

    An item up to GRACE_DAYS (2) days late costs nothing. Once it is more than
    2 days late, every late day counts, from the first one, at the daily rate:
    20 cents for a book, 50 for a dvd, 10 for a magazine. The fine never goes
    above the cap for the type: 500 for a book, 1000 for a dvd, 200 for a
    magazine.
    """
    key = item_type.strip().lower()
    if key not in DAILY_RATE:
        raise ValueError(f"unknown item type {item_type!r}")
    late = days_late(due, returned)
    if late <= GRACE_DAYS:
        return 0
    return min(late * DAILY_RATE[key], FINE_CAP[key])


def total_fines(loans, today):
    """The sum of the fines, in cents, over ``loans``.

    ``loans`` is a list of ``(item_type, due, returned)`` tuples. ``returned``
    may be None for an item that is still out; it is charged as if it came
    back on ``today``. An empty list gives 0.
    """
    total = 0
    for item_type, due, returned in loans:
        total += fine(item_type, due, today if returned is None else returned)
    return total


def is_blocked(loans, today, limit=1000):
    """True when the borrower owes at least ``limit`` cents (default 1000)
    over ``loans`` (as in total_fines()), which stops them borrowing more."""
    return total_fines(loans, today) >= limit


def format_fine(cents):
    """The amount as text for a receipt: a dollar sign, the whole dollars and
    always two digits of cents, e.g. 5 cents -> "$0.05", 1230 -> "$12.30".
    A negative amount raises ValueError."""
    if cents < 0:
        raise ValueError("a fine cannot be negative")
    return f"${cents // 100}.{cents % 100:02d}"
