"""Prices for hiring out boats at the lake. Money in pounds."""

import math

HOURLY = {"canoe": 18.0, "kayak": 14.0, "paddleboard": 12.0}
MAX_HOURS = 8  # the longest hire, we close after that
DAY_CAP_HOURS = 5  # never charge for more than this many hours
DEPOSIT = 50.0  # per boat
GRACE_MINUTES = 10  # this late or less is free
LATE_PER_15 = 4.0  # then this much for every started 15 minutes
GROUP_SIZE = 4  # this many boats or more in one booking gets the group discount
GROUP_DISCOUNT = 0.10  # off the hire, not the deposit


def hire_price(boat, hours):
    """Hire of one boat for a whole number of hours, 1 to MAX_HOURS.

    Hours past DAY_CAP_HOURS are free. Unknown boats or bad hours are a ValueError.
    """
    if boat not in HOURLY:
        raise ValueError(f"we don't hire out {boat!r}")
    if not isinstance(hours, int) or isinstance(hours, bool) or not 1 <= hours <= MAX_HOURS:
        raise ValueError(f"hours must be a whole number from 1 to {MAX_HOURS}")
    return HOURLY[boat] * min(hours, DAY_CAP_HOURS)


def late_fee(minutes_late):
    """Nothing up to GRACE_MINUTES late, after that LATE_PER_15 for every
    started quarter of an hour. Negative minutes are a ValueError."""
    if minutes_late < 0:
        raise ValueError("minutes late can't be negative")
    if minutes_late <= GRACE_MINUTES:
        return 0.0
    return LATE_PER_15 * math.ceil(minutes_late / 15)


def booking(boats, hours):
    """A booking of several boats for the same hours.

    Returns {"hire": ..., "deposit": ..., "total": ...}. The hire gets
    GROUP_DISCOUNT off when there are GROUP_SIZE boats or more; the deposit is
    DEPOSIT per boat. No boats is a ValueError.
    """
    if not boats:
        raise ValueError("no boats booked")
    hire = sum(hire_price(boat, hours) for boat in boats)
    if len(boats) >= GROUP_SIZE:
        hire *= 1 - GROUP_DISCOUNT
    hire = round(hire, 2)
    deposit = DEPOSIT * len(boats)
    return {"hire": hire, "deposit": deposit, "total": round(hire + deposit, 2)}


def refund(deposit, minutes_late, damaged=False):
    """What's given back of a deposit: the late fee comes off it, never below
    0.0. A damaged boat keeps the whole deposit (0.0 back)."""
    if damaged:
        return 0.0
    return max(0.0, deposit - late_fee(minutes_late))
