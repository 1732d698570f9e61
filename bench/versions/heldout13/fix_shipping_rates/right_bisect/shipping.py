"""Parcel shipping prices.

Standard rates by parcel weight in kg (each limit is inclusive):

    up to 0.5 kg    3.50
    up to 2 kg      6.00
    up to 5 kg      9.75
    up to 20 kg    18.00

Above 20 kg: 18.00 plus 1.20 for every started kilogram over 20
(20.1 kg and 21 kg both cost 19.20, 21.3 kg costs 20.40).

Express delivery doubles the whole price. A weight of zero or less raises
ValueError. Prices are returned as floats rounded to 2 decimals.
"""
from bisect import bisect_left

RATES = [(0.5, 3.50), (2, 6.00), (5, 9.75), (20, 18.00)]
PER_STARTED_KG = 1.20
_LIMITS = [limit for limit, _ in RATES]


def shipping_cost(weight_kg, express=False):
    """Price of one parcel."""
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    # bisect_left finds the first limit >= weight, so a weight equal to a limit stays in it
    i = bisect_left(_LIMITS, weight_kg)
    if i < len(RATES):
        price = RATES[i][1]
    else:
        over = weight_kg - _LIMITS[-1]
        started = int(over) if over == int(over) else int(over) + 1
        price = RATES[-1][1] + started * PER_STARTED_KG
    if express:
        price *= 2
    return round(price, 2)


def total_cost(weights, express=False):
    """Price of several parcels sent together (each priced on its own)."""
    return round(sum(shipping_cost(w, express) for w in weights), 2)
