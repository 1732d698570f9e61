"""Hiring out the council's beach huts on the promenade.

Huts are numbered 1 to 40. Huts 31-40 are the big ones at the end by the cafe.
Prices are per day and depend on the season; every 7th day of a hire is free.
"""

from datetime import date, timedelta

HUTS = 40
BIG_HUTS = range(31, 41)
DAY_RATE = {"low": 18.0, "high": 30.0}
BIG_HUT_EXTRA = 6.0  # per day, on top of the day rate
HIGH_SEASON = range(7, 8)  # July and August
KEY_DEPOSIT = 25.0
ADMIN_FEE = 10.0


def parse_hut(text):
    """'12', 'hut 12', 'Hut 12' or 'H12' -> 12. Anything else, or a number that
    isn't one of our huts, is a ValueError."""
    t = text.strip().lower()
    if t.startswith("hut"):
        t = t[3:].strip()
    elif t.startswith("h"):
        t = t[1:]
    if not t.isdigit() or not 1 <= int(t) <= HUTS:
        raise ValueError(f"no such hut: {text!r}")
    return int(t)


def season(day):
    """'high' in July and August, 'low' the rest of the year."""
    return "high" if day.month in HIGH_SEASON else "low"


def day_price(hut, day):
    price = DAY_RATE[season(day)]
    if hut in BIG_HUTS:
        price += BIG_HUT_EXTRA
    return price


def hire_cost(hut, start, days):
    """Cost of hiring ``hut`` for ``days`` days from ``start`` (a date), to 2 dp.

    Each day is charged at that day's price, except every 7th day of the hire
    (the 7th, 14th, ...) which is free. days must be a whole number from 1 to 28.
    """
    if not isinstance(days, int) or isinstance(days, bool) or not 1 <= days <= 28:
        raise ValueError("hire is 1 to 28 days")
    total = 0.0
    for i in range(days):
        if i % 7 == 0:
            continue
        total += day_price(hut, start + timedelta(days=i))
    return round(total, 2)


def booking_total(hut, start, days):
    """What they pay when booking: the hire plus the refundable key deposit."""
    return round(hire_cost(hut, start, days) + KEY_DEPOSIT, 2)


def refund(paid, start, cancelled_on):
    """Refund when a booking is cancelled on ``cancelled_on`` for a hire from ``start``.

    30 days' notice or more: everything back less the admin fee. 14 to 29
    days: half back. Less than that: nothing. To 2 dp, never below 0.
    """
    notice = (start - cancelled_on).days
    if notice > 30:
        return round(max(0.0, paid - ADMIN_FEE), 2)
    if notice >= 14:
        return round(paid / 2, 2)
    return 0.0
