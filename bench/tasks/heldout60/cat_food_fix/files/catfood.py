"""Planning the wet food for our cats.

Food comes in 85 g pouches, sold in boxes of 12. A cat can be given half a
pouch, so a day's food is counted in half pouches.
"""

import math
from datetime import timedelta

POUCH_G = 85
BOX = 12
ADULT_G_PER_KG = 40  # grams of wet food a day per kg the cat weighs
KITTEN_G_PER_KG = 80  # kittens (under a year) need twice as much


def daily_pouches(weight_kg, kitten=False):
    """Pouches a day for one cat, rounded UP to the next half pouch.

    weight_kg must be more than 0, else ValueError.
    """
    if weight_kg <= 0:
        raise ValueError("weight must be more than 0")
    grams = weight_kg * (KITTEN_G_PER_KG if kitten else ADULT_G_PER_KG)
    return math.ceil(round(grams / POUCH_G * 2, 9)) / 2


def household_daily(cats):
    """Pouches a day for all the cats; cats is a list of (weight_kg, kitten)."""
    return sum(daily_pouches(weight) for weight, kitten in cats)


def boxes_needed(cats, days):
    """Whole boxes to buy to feed all the cats for ``days`` days.

    days must be a whole number, 1 or more, else ValueError.
    """
    if not isinstance(days, int) or isinstance(days, bool) or days < 1:
        raise ValueError("days must be a whole number, 1 or more")
    pouches = math.ceil(household_daily(cats) * days)
    return pouches // BOX


def days_left(pouches, cats):
    """Whole days the pouches in the cupboard will last. No cats is a ValueError."""
    per_day = household_daily(cats)
    if per_day == 0:
        raise ValueError("no cats to feed")
    return int(pouches // per_day)


def run_out(today, pouches, cats):
    """The first day there won't be enough food for everyone (a datetime.date)."""
    return today + timedelta(days=days_left(pouches, cats))
