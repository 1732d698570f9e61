"""Sums for the village bonfire and fireworks night on the rec. Money in pounds."""

import math

ADULT = 7.0  # 16 to 64
CHILD = 4.0  # 5 to 15; under 5s are free
SENIOR = 5.0  # 65 and over
GATE_EXTRA = 1.0  # paying on the night costs this much more, for any ticket that isn't free
FAMILY = 20.0  # advance only: 2 people aged 16+ and up to 3 children aged 5-15
FAMILY_CHILDREN = 3
SAFETY_DISTANCE_M = {"F2": 8, "F3": 25}  # how far back the crowd stands, by firework category
SPARKLERS_PER_BOX = 10
MAX_BONFIRE_M = 4.0


def ticket_price(age, on_the_gate=False):
    """Price of one ticket for someone aged ``age`` (a whole number, 0 or more)."""
    if not isinstance(age, int) or isinstance(age, bool) or age < 0:
        raise ValueError("age must be a whole number, 0 or more")
    if age < 5:
        return 0.0
    if age <= 15:
        price = CHILD
    elif age >= 65:
        price = SENIOR
    else:
        price = ADULT
    if on_the_gate:
        price += GATE_EXTRA
    return price


def group_price(ages, on_the_gate=False):
    """Cheapest total for a group that pays together, to 2 decimal places.

    Bought in advance, one family ticket (FAMILY) can stand in for the two
    dearest tickets of people aged 16 or over and up to FAMILY_CHILDREN
    children's tickets, when the group has at least 2 people aged 16+ and at
    least one child aged 5-15. It's only used when that comes out cheaper.
    One family ticket per group; none on the gate.
    """
    prices = [ticket_price(age, on_the_gate) for age in ages]
    total = sum(prices)
    if on_the_gate:
        return round(total, 2)
    grown = sorted((ticket_price(a) for a in ages if a >= 16), reverse=True)
    children = [ticket_price(a) for a in ages if 5 <= a <= 15]
    if len(grown) >= 2 and children:
        covered = sum(grown[:2]) + sum(children[:FAMILY_CHILDREN])
        total = min(total, total - covered + FAMILY)
    return round(total, 2)


def safety_distance(category):
    """How many metres back the crowd must be for fireworks of ``category``.

    "F2" or "F3", capitals and spaces don't matter. F4 is for professional
    displays only, and anything else isn't a category: ValueError for both.
    """
    key = category.strip().upper()
    if key not in SAFETY_DISTANCE_M:
        raise ValueError(f"we can't use category {category!r} fireworks")
    return SAFETY_DISTANCE_M[key]


def sparkler_boxes(children, each=2):
    """Boxes of sparklers to buy so ``children`` children get ``each`` sparklers each."""
    if children < 0 or each < 0:
        raise ValueError("can't be negative")
    return math.ceil(children * each / SPARKLERS_PER_BOX)


def bonfire_ok(height_m, nearest_building_m):
    """Whether the bonfire is allowed: no taller than MAX_BONFIRE_M, and the nearest
    building at least 5 times the bonfire's height away."""
    if height_m <= 0 or nearest_building_m < 0:
        raise ValueError("height must be more than 0 and the distance 0 or more")
    return height_m <= MAX_BONFIRE_M and nearest_building_m >= 5 * height_m
