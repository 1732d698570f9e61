"""Prices, deposits and ready dates for my celebration cake orders."""

import math
from datetime import date, timedelta

TIER_SERVINGS = {6: 12, 8: 24, 10: 38, 12: 56}  # tier size in inches: portions
PER_SERVING = 3.50
FLAVOUR_EXTRA = {"vanilla": 0.0, "lemon": 0.0, "chocolate": 0.50, "carrot": 0.50,
                 "red velvet": 0.75}  # added to the price of each portion
DEPOSIT_SHARE = 0.25
MIN_DEPOSIT = 20
DAYS_PER_TIER = 2  # baking days each tier needs
DAY_OFF = 5  # Sunday (date.weekday()): no baking


def parse_day(text):
    """A date from "YYYY-MM-DD" (spaces round it are fine), else ValueError."""
    return date.fromisoformat(text.strip())


def servings(tiers):
    """Portions a cake with these tiers (sizes in inches) gives.

    There must be at least one tier and every size must be one I make
    (6, 8, 10 or 12), else ValueError.
    """
    if not tiers:
        raise ValueError("a cake needs at least one tier")
    for size in tiers:
        if size not in TIER_SERVINGS:
            raise ValueError(f"I don't make {size} inch tiers")
    return sum(TIER_SERVINGS[size] for size in tiers)


def cake_price(tiers, flavour="vanilla"):
    """Price of the cake: each portion is PER_SERVING plus the flavour's extra.

    The flavour doesn't care about capitals or spaces round it; one I don't
    make is a ValueError. Rounded to 2 decimal places.
    """
    key = flavour.strip()
    if key not in FLAVOUR_EXTRA:
        raise ValueError(f"unknown flavour: {flavour!r}")
    return round(servings(tiers) * (PER_SERVING + FLAVOUR_EXTRA[key]), 2)


def deposit(total):
    """Deposit to book: a quarter of the total, rounded UP to a whole pound.

    Never less than MIN_DEPOSIT, but never more than the total itself.
    A total of 0 or less is a ValueError.
    """
    if total <= 0:
        raise ValueError("total must be more than 0")
    return min(total, max(MIN_DEPOSIT, round(total * DEPOSIT_SHARE)))


def ready_date(ordered, tiers):
    """The day the cake can be collected.

    Each tier takes DAYS_PER_TIER baking days, counted from the day after
    the order. Sundays are not baking days and are skipped. The cake is
    ready on the last baking day.
    """
    need = DAYS_PER_TIER * len(tiers)
    if need == 0:
        raise ValueError("a cake needs at least one tier")
    day = ordered
    while need:
        day += timedelta(days=1)
        if day.weekday() != DAY_OFF:
            need -= 1
    return day


def order_summary(ordered_text, tiers, flavour="vanilla"):
    """Everything for the order book: portions, price, deposit, still to pay, ready."""
    ordered = parse_day(ordered_text)
    price = cake_price(tiers, flavour)
    paid = deposit(price)
    return {"servings": servings(tiers), "price": price, "deposit": paid,
            "balance": round(price - paid, 2), "ready": ready_date(ordered, tiers).isoformat()}
