"""Quotes for my skip hire business. Money in pounds, weights in tonnes."""

import math

PRICES = {"mini": 120.0, "midi": 175.0, "builders": 240.0, "maxi": 320.0}
WEIGHT_LIMIT = {"mini": 1.0, "midi": 2.0, "builders": 3.5, "maxi": 5.0}  # tonnes included
OVERWEIGHT_PER_TONNE = 90.0  # for every tonne, or part of a tonne, over the limit
INCLUDED_DAYS = 7  # days of hire the price includes
EXTRA_DAY = 8.0  # each day the skip is kept after that
ROAD_PERMIT = 45.0  # council permit when the skip stands on the road


def skip_size(name):
    """The size for a name like " Builders " (capitals and spaces round it don't matter).

    A size I don't have is a ValueError.
    """
    key = name.strip().lower()
    if key not in PRICES:
        raise ValueError(f"no such skip: {name!r}")
    return key


def hire_days(delivered, collected):
    """Days the skip was out: collected minus delivered (both datetime.date).

    Collected before delivered is a ValueError.
    """
    days = (collected - delivered).days
    if days < 0:
        raise ValueError("collected before it was delivered")
    return days


def extra_days_charge(days):
    """EXTRA_DAY for each day over INCLUDED_DAYS."""
    return max(0, days - INCLUDED_DAYS) * EXTRA_DAY


def overweight_charge(size, tonnes):
    """OVERWEIGHT_PER_TONNE for every tonne, or part of a tonne, over the size's limit.

    Negative tonnes is a ValueError.
    """
    if tonnes < 0:
        raise ValueError("tonnes can't be negative")
    over = tonnes - WEIGHT_LIMIT[skip_size(size)]
    if over <= 0:
        return 0.0
    return math.ceil(over) * OVERWEIGHT_PER_TONNE


def quote(size, delivered, collected, tonnes=0.0, on_road=False):
    """Everything the customer pays, to 2 decimal places."""
    key = skip_size(size)
    total = PRICES[key] + extra_days_charge(hire_days(delivered, collected))
    total += overweight_charge(key, tonnes)
    if on_road:
        total += ROAD_PERMIT
    return round(total, 2)
