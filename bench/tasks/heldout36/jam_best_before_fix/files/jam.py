"""Sums for my jam making: how much sugar, how many jars, and the labels.

Weights are in grams. Every jar gets a label with the day it was made and
its best before date.
"""

import math
from datetime import date, timedelta

SUGAR_PER_KG = {"strawberry": 750, "raspberry": 1000, "blackcurrant": 1200,
                "plum": 800, "gooseberry": 1000}  # grams of sugar per kg of fruit
BOILED_AWAY = 0.15  # share of the fruit and sugar weight lost in the boil
JAR_G = 340  # jam one jar holds
SHELF_MONTHS = 12
MONTH_NAMES = ("Jan", "Feb", "Mar", "Apr", "May", "Jun",
               "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _fruit(fruit):
    key = fruit.strip().lower()
    if key not in SUGAR_PER_KG:
        raise ValueError(f"no recipe for {fruit!r}")
    return key


def sugar_needed(fruit, fruit_g):
    """Grams of sugar for fruit_g grams of this fruit, rounded to a whole gram.

    The fruit doesn't care about capitals or spaces round it; a fruit not in
    SUGAR_PER_KG is a ValueError, and so is a weight of 0 or less.
    """
    key = _fruit(fruit)
    if fruit_g <= 0:
        raise ValueError("fruit weight must be more than 0")
    return round(fruit_g * SUGAR_PER_KG[key] / 1000)


def jars_needed(fruit, fruit_g, jar_g=JAR_G):
    """How many jars to get ready: the jam (fruit and sugar, less BOILED_AWAY)
    divided by what a jar holds, a part jar counting as a whole one.

    jar_g must be more than 0, else ValueError.
    """
    if jar_g <= 0:
        raise ValueError("a jar must hold more than 0 g")
    jam_g = (fruit_g + sugar_needed(fruit, fruit_g)) * (1 - BOILED_AWAY)
    return math.ceil(round(jam_g, 6) / jar_g)


def best_before(made, months=SHELF_MONTHS):
    """The best before date for jam made on ``made`` (a datetime.date).

    It is ``months`` calendar months after the day it was made, on the same
    day of the month. When that month is too short for the day, it's the
    last day of that month instead (31 August + 6 months = 28 February, or
    the 29th in a leap year). months must be a whole number, 1 or more,
    else ValueError.
    """
    if not isinstance(months, int) or isinstance(months, bool) or months < 1:
        raise ValueError("months must be a whole number, 1 or more")
    return made + timedelta(days=30 * months)


def _day_text(day):
    return f"{day.day} {MONTH_NAMES[day.month - 1]} {day.year}"


def label(fruit, made, months=SHELF_MONTHS):
    """The jar label, like "Strawberry jam, made 20 Jul 2024, best before 20 Jul 2025"."""
    key = _fruit(fruit)
    return (f"{key.capitalize()} jam, made {_day_text(made)}, "
            f"best before {_day_text(best_before(made, months))}")
