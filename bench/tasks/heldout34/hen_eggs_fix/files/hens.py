"""Sums for the eggs from my back-garden hens, which I sell at the gate.

Eggs go out in boxes of 12 (a dozen) and boxes of 6 (half a dozen). Any
eggs that don't fill a box stay in the kitchen.
"""

import math

DOZEN_PRICE = 3.80
HALF_DOZEN_PRICE = 2.10
FEED_PER_HEN_G = 120  # layers pellets, per hen per day
BAG_KG = 20
BAG_PRICE = 13.50


def lay_rate(eggs, hens, days):
    """Average eggs per hen per day, to 2 decimal places.

    hens and days must be more than 0 and eggs can't be negative, else
    ValueError.
    """
    if hens <= 0 or days <= 0:
        raise ValueError("hens and days must be more than 0")
    if eggs < 0:
        raise ValueError("eggs can't be negative")
    return round(eggs / (hens * days), 2)


def pack(eggs, keep=0):
    """How to box up ``eggs`` eggs for the gate: (dozens, half_dozens, loose).

    First ``keep`` eggs are kept back for the house (as many as there are,
    if fewer). From the rest: as many boxes of 12 as possible, then one box
    of 6 if there are 6 or more left, and whatever is left over is loose.
    eggs and keep must be whole numbers, 0 or more, else ValueError.
    """
    for n in (eggs, keep):
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ValueError("eggs and keep must be whole numbers, 0 or more")
    to_sell = max(0, eggs - keep)
    dozens, rest = divmod(to_sell, 12)
    half_dozens = 0
    if rest > 6:
        half_dozens = 1
        rest -= 6
    return dozens, half_dozens, rest


def takings(eggs, keep=0):
    """Money for selling the boxes pack() makes, to 2 decimal places.

    Loose eggs aren't sold.
    """
    dozens, half_dozens, _ = pack(eggs, keep)
    return round(dozens * DOZEN_PRICE + half_dozens * HALF_DOZEN_PRICE, 2)


def feed_bags(hens, days):
    """(bags, cost): whole bags of feed to buy for ``hens`` hens for ``days`` days.

    Each hen eats FEED_PER_HEN_G grams a day; a bag is BAG_KG kg, and a
    part bag means buying a whole one. cost is to 2 decimal places. hens
    and days must be more than 0, else ValueError.
    """
    if hens <= 0 or days <= 0:
        raise ValueError("hens and days must be more than 0")
    grams = hens * days * FEED_PER_HEN_G
    bags = math.ceil(grams / (BAG_KG * 1000))
    return bags, round(bags * BAG_PRICE, 2)
