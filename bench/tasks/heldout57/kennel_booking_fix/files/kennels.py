"""Bookings for my boarding kennels. Money in pounds.

A booking is (arrive, leave) as dates. A dog stays the nights from the day
it arrives up to, but not including, the day it goes home: arrive on the
10th and leave on the 13th is three nights (the 10th, 11th and 12th).
"""

from datetime import date, timedelta

KENNELS = 12  # how many kennels I have
NIGHTLY = {"small": 18.0, "medium": 21.0, "large": 25.0}  # per dog per night
SHARING_DISCOUNT = 0.20  # off every dog sharing a kennel except the dearest one
PEAK_EXTRA = 3.0  # per dog per night, for nights in July and August


def parse_day(text):
    """A date from 'YYYY-MM-DD' (spaces around it are fine); anything else is a ValueError."""
    return date.fromisoformat(text.strip())


def nights(arrive, leave):
    """Nights stayed; leave has to be after arrive, else ValueError."""
    if leave <= arrive:
        raise ValueError("leave has to be after arrive")
    return (leave - arrive).days


def peak_nights(arrive, leave):
    """How many of the nights stayed are in July or August."""
    return sum(1 for i in range(nights(arrive, leave))
               if (arrive + timedelta(days=i)).month in (7, 8))


def stay_cost(sizes, arrive, leave):
    """Cost of one kennel for a stay, to 2 decimal places.

    sizes: the size of each dog sharing the kennel ("small", "medium" or
    "large"; at least one, at most three dogs). The dearest dog pays the full
    nightly rate and every other dog gets SHARING_DISCOUNT off; on top of that
    each dog pays PEAK_EXTRA for every night in July or August.
    """
    if not 1 <= len(sizes) <= 3:
        raise ValueError("one to three dogs to a kennel")
    for size in sizes:
        if size not in NIGHTLY:
            raise ValueError(f"unknown size: {size!r}")
    n = nights(arrive, leave)
    rates = sorted((NIGHTLY[size] for size in sizes), reverse=True)
    per_night = rates[0] + sum(rate * (1 - SHARING_DISCOUNT) for rate in rates[1:])
    extra = PEAK_EXTRA * len(sizes) * peak_nights(arrive, leave)
    return round(per_night * n + extra, 2)


def occupied(bookings, night):
    """How many kennels are taken on the night of ``night`` (a date).

    bookings is a list of (arrive, leave), one per kennel booked.
    """
    return sum(1 for arrive, leave in bookings if arrive <= night <= leave)


def free_kennels(bookings, night):
    """Kennels still free on the night of ``night``."""
    return KENNELS - occupied(bookings, night)


def can_take(bookings, arrive, leave):
    """True if there's a kennel free on every night from arrive up to leave."""
    return all(free_kennels(bookings, arrive + timedelta(days=i)) > 0
               for i in range(nights(arrive, leave)))
