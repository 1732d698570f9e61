"""Prices and reminders for my chimney sweeping round."""

import calendar
import math
from datetime import date, timedelta

SWEEP_PRICE = {"open fire": 65.0, "wood burner": 70.0, "multi-fuel": 70.0,
               "range cooker": 85.0, "oil boiler": 60.0}
EXTRA_FLUE = 40.0  # every appliance after the dearest one, on the same visit
FREE_MILES = 10
PER_MILE = 0.60  # each mile past FREE_MILES (a part mile counts as a whole one)
SWEEPS_A_YEAR = {"wood": 2, "coal": 2, "smokeless": 1, "oil": 1, "gas": 1}


def visit_price(appliances, miles=0):
    """Price of one visit, to 2 decimal places.

    appliances is a list of names from SWEEP_PRICE (capitals and spaces round
    them don't matter). The dearest is charged in full, every other one is
    EXTRA_FLUE. Travel is PER_MILE for each mile past FREE_MILES. No
    appliances, an unknown one, or negative miles is a ValueError.
    """
    if not appliances:
        raise ValueError("nothing to sweep")
    if miles < 0:
        raise ValueError("miles can't be negative")
    prices = []
    for name in appliances:
        key = name.strip().lower()
        if key not in SWEEP_PRICE:
            raise ValueError(f"unknown appliance: {name!r}")
        prices.append(SWEEP_PRICE[key])
    travel = math.ceil(max(0, miles - FREE_MILES)) * PER_MILE
    return round(max(prices) + EXTRA_FLUE * (len(prices) - 1) + travel, 2)


def add_months(day, months):
    """The same day of the month, ``months`` months (0 or more) after ``day``.

    If that month is too short, the last day of the month instead
    (31 August + 6 months is 28 or 29 February).
    """
    month = day.month + months
    year = day.year + month // 12
    month = month % 12 or 12
    last = calendar.monthrange(year, month)[1]
    return date(year, month, min(day.day, last))


def next_sweep(last_swept, fuel):
    """When a chimney is next due: SWEEPS_A_YEAR times a year, spread evenly
    (twice a year = every 6 months). An unknown fuel is a ValueError."""
    key = fuel.strip().lower()
    if key not in SWEEPS_A_YEAR:
        raise ValueError(f"unknown fuel: {fuel!r}")
    return add_months(last_swept, 12 // SWEEPS_A_YEAR[key])


def due_soon(customers, today, within=30):
    """Who to ring: [(due date, name)] for every customer whose next sweep is
    on or before today + ``within`` days (overdue ones too), earliest first,
    same day by name.

    customers is a list of (name, last swept date, fuel).
    """
    until = today + timedelta(days=within)
    due = [(next_sweep(last, fuel), name) for name, last, fuel in customers]
    return sorted(item for item in due if item[0] <= until)
