"""Prices and deliveries for the hay and straw I sell off the farm."""

import math

PRICES = {  # pounds per bale
    "small hay": 5.50,
    "small straw": 4.00,
    "round hay": 35.00,
    "round haylage": 42.00,
}
TRAILER = {"small": 150, "round": 12}  # bales per trailer load
BULK_SMALL = 50  # 50 or more small bales: 10% off the bales
BULK_OFF = 0.10
FREE_MILES = 5  # delivery within this many miles is free
PER_MILE = 1.20  # pounds per mile past FREE_MILES, for every trailer load


def _kind(kind):
    """The kind as it appears in PRICES (capitals and outside spaces don't matter)."""
    key = " ".join(kind.lower().split())
    if key not in PRICES:
        raise ValueError(f"I don't sell {kind!r}")
    return key


def _check_bales(bales):
    if not isinstance(bales, int) or isinstance(bales, bool) or bales < 1:
        raise ValueError("bales must be a whole number, 1 or more")


def bale_cost(kind, bales):
    """Price of the bales, to 2 decimal places, with 10% off when buying
    BULK_SMALL or more small bales (round bales never get the discount)."""
    kind = _kind(kind)
    _check_bales(bales)
    cost = PRICES[kind] * bales
    if kind.startswith("small") and bales > BULK_SMALL:
        cost *= 1 - BULK_OFF
    return round(cost, 2)


def trailer_loads(kind, bales):
    """How many trailer loads it takes to deliver the bales."""
    kind = _kind(kind)
    _check_bales(bales)
    return bales // TRAILER[kind.split()[0]] + 1


def delivery(kind, bales, miles):
    """Delivery charge: free up to FREE_MILES miles; past that, PER_MILE for
    each mile over FREE_MILES, for every trailer load. To 2 decimal places."""
    if miles < 0:
        raise ValueError("miles can't be negative")
    loads = trailer_loads(kind, bales)
    extra = miles if miles > FREE_MILES else 0
    return round(extra * PER_MILE * loads, 2)


def order_total(kind, bales, miles=0):
    """Bales plus delivery, to 2 decimal places."""
    return round(bale_cost(kind, bales) + delivery(kind, bales, miles), 2)
