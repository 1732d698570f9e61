"""Cabin and checked baggage rules."""
from itertools import permutations

SIZER = (55, 40, 23)


def _positive(*values):
    if min(values) <= 0:
        raise ValueError("values must be positive")


def fits_cabin(length, width, height, weight_kg):
    _positive(length, width, height, weight_kg)
    if weight_kg > 10:
        return False
    return any(all(d <= s for d, s in zip(p, SIZER))
               for p in permutations((length, width, height)))


def checked_fee(weight_kg):
    _positive(weight_kg)
    for limit, fee in ((23, 0), (32, 50)):
        if weight_kg <= limit:
            return fee
    raise ValueError("too heavy for checked baggage")
