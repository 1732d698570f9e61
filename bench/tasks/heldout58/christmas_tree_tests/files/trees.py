"""Prices for the Christmas tree yard. Money in pounds, heights in feet."""

import math

PRICE_PER_FOOT = {"nordmann fir": 12.00, "norway spruce": 8.50, "fraser fir": 14.00}
MIN_FEET = 4
MAX_FEET = 12
BIG_TREE_FEET = 8  # charged at this many feet or more: a big tree
BIG_TREE_EXTRA = 10.00  # a big tree takes two of us to net and load
NETTING = 2.00
STANDS = {"basic": 15.00, "swivel": 35.00}
FREE_MILES = 5  # delivery this far or less is free
PER_MILE = 1.50  # for each mile, or part of a mile, past FREE_MILES
MAX_MILES = 20  # we don't deliver further than this


def charged_feet(height):
    """The feet a tree is charged for: a part foot counts as a whole one, so
    6.2 ft is charged as 7. A height under MIN_FEET or over MAX_FEET is a
    ValueError."""
    if height < MIN_FEET or height > MAX_FEET:
        raise ValueError(f"we sell trees from {MIN_FEET} to {MAX_FEET} ft")
    return math.ceil(height)


def tree_price(species, height):
    """Price of the tree itself: charged feet times the species' price per
    foot, plus BIG_TREE_EXTRA for a big tree. species doesn't care about
    capitals or spaces round it; one we don't sell is a ValueError."""
    key = species.strip().lower()
    if key not in PRICE_PER_FOOT:
        raise ValueError(f"we don't sell {species!r}")
    feet = charged_feet(height)
    price = feet * PRICE_PER_FOOT[key]
    if feet >= BIG_TREE_FEET:
        price += BIG_TREE_EXTRA
    return round(price, 2)


def delivery(miles):
    """Delivery charge: free up to FREE_MILES, then PER_MILE for each mile or
    part of a mile past it. Negative miles, or more than MAX_MILES, is a
    ValueError."""
    if miles < 0:
        raise ValueError("miles can't be negative")
    if miles > MAX_MILES:
        raise ValueError(f"we only deliver up to {MAX_MILES} miles")
    if miles <= FREE_MILES:
        return 0.0
    return round(math.ceil(miles - FREE_MILES) * PER_MILE, 2)


def order_total(species, height, miles=0, netting=True, stand=None, collect=False):
    """The whole order: the tree, NETTING unless netting is False, a stand
    from STANDS if one is named (any other name is a ValueError), and
    delivery for ``miles`` unless the customer collects. 2 decimal places."""
    total = tree_price(species, height)
    if netting:
        total += NETTING
    if stand is not None:
        if stand not in STANDS:
            raise ValueError(f"no such stand: {stand!r}")
        total += STANDS[stand]
    if not collect:
        total += delivery(miles)
    return round(total, 2)
