"""Till sums for the chip shop: reading an order off the counter tablet,
pricing it, and how long the customer waits for their fish."""

import math

MENU = {
    "cod": 8.50,
    "haddock": 9.20,
    "plaice": 8.90,
    "chips": 3.40,
    "large chips": 4.60,
    "mushy peas": 1.50,
    "curry sauce": 1.60,
    "sausage": 2.10,
    "fishcake": 2.80,
}
FISH = ("cod", "haddock", "plaice")
CHIPS = ("chips", "large chips")
SUPPER_OFF = 1.00  # fish supper: any fish with any portion of chips, per pair
PENSIONER_OFF = 0.10  # Tuesday pensioners' discount, off the whole order
FRYER_FISH = 4  # the fish fryer takes this many at once
FRY_MINUTES = 8  # one load of fish


def parse_order(text):
    """'2 cod, chips, 3 large chips' -> {'cod': 2, 'chips': 1, 'large chips': 3}.

    Items are split by commas and each may start with a whole number (how
    many; 1 if there isn't one). Capitals and extra spaces don't matter. The
    same item written more than once adds up. An item that isn't on MENU, a
    count of 0, or an order with nothing in it is a ValueError.
    """
    order = {}
    for part in text.split(","):
        words = part.split()
        if not words:
            continue
        qty = 1
        if words[0].isdigit():
            qty = int(words[0])
            words = words[1:]
        item = " ".join(words).lower()
        if item not in MENU:
            raise ValueError(f"not on the menu: {part.strip()!r}")
        if qty < 1:
            raise ValueError(f"a count of 0: {part.strip()!r}")
        order[item] = order.get(item, 0) + qty
    if not order:
        raise ValueError("empty order")
    return order


def fish_count(order):
    """How many fish (cod, haddock or plaice) are in the order."""
    return sum(order.get(fish, 0) for fish in FISH)


def suppers(order):
    """How many fish suppers the order makes: each fish paired with a portion
    of chips, regular or large."""
    chips = sum(order.get(size, 0) for size in CHIPS)
    return min(fish_count(order), chips)


def order_total(order, pensioner=False):
    """What the order costs: the MENU prices, SUPPER_OFF off for every fish
    supper in it, then PENSIONER_OFF off the lot for a pensioner. To the
    nearest penny."""
    total = sum(MENU[item] * qty for item, qty in order.items())
    total -= suppers(order) * SUPPER_OFF
    if pensioner:
        total *= 1 - PENSIONER_OFF
    return round(total, 2)


def wait_minutes(order):
    """Minutes until the fish is ready: FRY_MINUTES for every load of up to
    FRYER_FISH fish. No fish, no wait (0)."""
    return math.ceil(fish_count(order) / FRYER_FISH) * FRY_MINUTES
