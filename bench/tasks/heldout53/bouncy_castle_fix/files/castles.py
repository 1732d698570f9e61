"""Bouncy castle hire: what a booking costs.

Days are datetime.date objects. Money in pounds.
"""

import math
from datetime import timedelta

CASTLES = {"jungle": 95.0, "princess": 90.0, "pirate ship": 120.0, "toddler": 60.0}
EXTRA_DAY = 0.5  # every day after the first is charged at half the castle's price
WEEKEND_EXTRA = 15.0  # on top, for each Saturday or Sunday the castle is out
MAX_DAYS = 7
FREE_MILES = 10
PER_MILE = 1.5
MAX_MILES = 40


def castle_price(name):
    """The day price of a castle; capitals and spaces at the ends don't matter.
    An unknown castle is a ValueError."""
    key = name.strip().lower()
    if key not in CASTLES:
        raise ValueError(f"no castle called {name!r}")
    return CASTLES[key]


def hire_price(name, start, days=1):
    """Hire of castle ``name`` for ``days`` days in a row from ``start``.

    The first day is the full price, every other day half price, and each
    Saturday or Sunday among those days costs WEEKEND_EXTRA more. days must
    be a whole number from 1 to MAX_DAYS, else ValueError.
    """
    if not isinstance(days, int) or isinstance(days, bool) or not 1 <= days <= MAX_DAYS:
        raise ValueError(f"hire is 1 to {MAX_DAYS} days")
    price = castle_price(name)
    total = 0.0
    for i in range(days):
        day = start + timedelta(days=i + 1)
        total += price if i == 0 else price * EXTRA_DAY
        if day.weekday() >= 5:
            total += WEEKEND_EXTRA
    return round(total, 2)


def delivery(miles):
    """Delivery charge for ``miles`` miles from the yard (one way).

    Part miles count as whole ones; the first FREE_MILES are free, every mile
    after that is PER_MILE. Negative miles, or more than MAX_MILES, is a
    ValueError.
    """
    if miles < 0 or miles > MAX_MILES:
        raise ValueError(f"I deliver up to {MAX_MILES} miles")
    return round(max(0, math.ceil(miles) - FREE_MILES) * PER_MILE, 2)


def booking(name, start, days, miles):
    """The whole booking: {"hire", "delivery", "total", "deposit", "back"}.

    The deposit is a third of the total rounded up to whole pounds; "back"
    is the day the castle is collected, the day after the last day of hire.
    """
    hire = hire_price(name, start, days)
    fetch = delivery(miles)
    total = round(hire + fetch, 2)
    return {"hire": hire, "delivery": fetch, "total": total,
            "deposit": math.ceil(total / 3),
            "back": start + timedelta(days=days)}
