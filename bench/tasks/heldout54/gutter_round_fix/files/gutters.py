"""Quotes and visit dates for my gutter cleaning round."""

import calendar
from datetime import date

HOUSE_PRICES = {"terrace": 45.0, "semi": 55.0, "detached": 70.0, "bungalow": 40.0}
EXTRA_STOREY = 15.0  # for each storey above two
CONSERVATORY = 20.0  # conservatory roof cleared as well
REGULAR_DISCOUNT = 0.10  # off for customers on the regular round


def quote(house, storeys=2, conservatory=False, regular=False):
    """Price of one clean, to 2 decimal places.

    house is "terrace", "semi", "detached" or "bungalow" (capitals and
    spaces round it don't matter); storeys is a whole number from 1 to 4.
    Each storey above two adds EXTRA_STOREY, a conservatory adds
    CONSERVATORY, and regular customers get REGULAR_DISCOUNT off the lot.
    Anything else is a ValueError.
    """
    key = house.strip().lower()
    if key not in HOUSE_PRICES:
        raise ValueError(f"unknown house type: {house!r}")
    if not isinstance(storeys, int) or isinstance(storeys, bool) or not 1 <= storeys <= 4:
        raise ValueError("storeys must be 1 to 4")
    price = HOUSE_PRICES[key] + EXTRA_STOREY * max(0, storeys - 2)
    if conservatory:
        price += CONSERVATORY
    if regular:
        price *= 1 - REGULAR_DISCOUNT
    return round(price, 2)


def next_visit(last, months=6):
    """The date of the next clean after the one on ``last``.

    It's the same day of the month, ``months`` months later; if that month
    is too short, the last day of that month. months must be a whole number,
    1 or more, else ValueError.
    """
    if not isinstance(months, int) or isinstance(months, bool) or months < 1:
        raise ValueError("months must be a whole number, 1 or more")
    month = last.month + months
    if month > 12:
        month -= 12
    return last.replace(month=month)


def due_visits(customers, today):
    """The customers due a clean on or before ``today``: [(name, due date)].

    customers is a list of (name, date of last clean, months between cleans).
    Earliest due date first; on the same date, by name.
    """
    due = [(name, next_visit(last, months)) for name, last, months in customers]
    return sorted(((name, day) for name, day in due if day <= today),
                  key=lambda item: (item[1], item[0]))
