"""Prices and salt for my winter driveway-clearing round.

Drives are measured in metres. Clearing is charged by the square metre,
and gritting (rock salt spread after clearing) is an extra on request.
"""

import math

CLEAR_RATE = 0.80  # pounds per square metre
GRIT_RATE = 0.20  # pounds per square metre, on top of the clearing
MIN_CHARGE = 15.00  # the least I clear a drive for (the clearing only, not the grit)
EARLY_EXTRA = 5.00  # per drive, for drives done before 7am
SALT_G_PER_M2 = 25  # grams of rock salt per square metre gritted
SALT_BAG_KG = 25


def area(length, width):
    """Area of a drive in square metres, to 1 decimal place.

    Both sides must be more than 0, else ValueError.
    """
    if length <= 0 or width <= 0:
        raise ValueError("length and width must be more than 0")
    return round(length * width, 1)


def job_price(length, width, grit=False):
    """Price of one drive, to 2 decimal places.

    Clearing is CLEAR_RATE a square metre, but never less than MIN_CHARGE.
    Gritting, when asked for, is GRIT_RATE a square metre on top of the
    clearing price - the minimum charge is for the clearing only.
    """
    size = area(length, width)
    price = max(MIN_CHARGE, size * CLEAR_RATE)
    if grit:
        price += size * GRIT_RATE
    return round(price, 2)


def round_total(jobs, early=False):
    """(drives, money) for a morning's round.

    jobs is a list of (length, width, grit) for each drive. With early=True
    every drive also pays EARLY_EXTRA. Money to 2 decimal places.
    """
    total = 0.0
    for length, width, grit in jobs:
        total += job_price(length, width, grit)
        if early:
            total += EARLY_EXTRA
    return len(jobs), round(total, 2)


def salt_bags(jobs):
    """Whole 25 kg bags of rock salt needed for the drives that are gritted.

    Drives without gritting need no salt. A part bag means buying a whole one.
    """
    grams = sum(area(length, width) * SALT_G_PER_M2 for length, width, grit in jobs if grit)
    return math.ceil(grams / (SALT_BAG_KG * 1000))
