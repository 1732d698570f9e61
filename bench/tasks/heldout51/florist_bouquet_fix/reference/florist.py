"""Prices for the hand-tied bouquets I make up in the shop."""

import math

STEM_PRICES = {"rose": 2.50, "tulip": 1.20, "lily": 3.00, "carnation": 0.90,
               "sunflower": 2.00, "freesia": 1.10}
GREENERY_PER_STEM = 0.15  # foliage I add for each flower stem
WRAP = {"paper": 1.50, "hessian": 3.00, "box": 6.00}
BULK_STEMS = 20  # this many flower stems or more: BULK_OFF off the flowers
BULK_OFF = 0.10
STEMS_PER_VASE_CM = 4  # one cm of vase mouth holds this many stems


def parse_order(text):
    """An order as I jot it down, like "rose x6, tulip x10", as {flower: stems}.

    Flower names don't care about capitals or spaces. A flower I don't sell,
    a part without " x", or a count that isn't a whole number above 0 is a
    ValueError. An empty order gives {}.
    """
    stems = {}
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        name, sep, count = part.rpartition("x")
        name = name.strip().lower()
        if not sep or not name or name not in STEM_PRICES:
            raise ValueError(f"can't read {part!r}")
        count = count.strip()
        if not count.isdigit() or int(count) == 0:
            raise ValueError(f"bad count in {part!r}")
        stems[name] = stems.get(name, 0) + int(count)
    return stems


def flower_cost(stems):
    """The flowers alone; BULK_OFF off when there are BULK_STEMS stems or more."""
    cost = sum(STEM_PRICES[name] * n for name, n in stems.items())
    if sum(stems.values()) >= BULK_STEMS:
        cost *= 1 - BULK_OFF
    return round(cost, 2)


def bouquet_price(stems, wrap="paper"):
    """Flowers + greenery for every stem + the wrap, to 2 decimal places."""
    if wrap not in WRAP:
        raise ValueError(f"unknown wrap: {wrap!r}")
    if not stems:
        raise ValueError("a bouquet needs flowers")
    greenery = GREENERY_PER_STEM * sum(stems.values())
    return round(flower_cost(stems) + greenery + WRAP[wrap], 2)


def vase_mouth_cm(stems):
    """Smallest whole-cm vase mouth that holds the bouquet."""
    return math.ceil(sum(stems.values()) / STEMS_PER_VASE_CM)


def quote(text, wrap="paper"):
    """The line I read out to the customer."""
    stems = parse_order(text)
    return (f"{sum(stems.values())} stems, {wrap}: "
            f"£{bouquet_price(stems, wrap):.2f} (vase {vase_mouth_cm(stems)} cm)")
