"""Sums for making soy candles in batches."""

import math

WAX_PER_ML = 0.9  # grams of soy wax per ml of jar
MAX_LOAD = 12  # most fragrance oil the wax takes, percent of wax weight
GRAMS_PER_HOUR = 7  # roughly how much wax burns in an hour


def _positive_number(value, what):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        raise ValueError(f"{what} must be a number more than 0")


def _positive_int(value, what):
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"{what} must be a whole number, 1 or more")


def wax_needed(volume_ml, count=1):
    """Grams of wax for ``count`` jars of ``volume_ml``: volume * 0.9 * count, to the gram."""
    _positive_number(volume_ml, "volume")
    _positive_int(count, "count")
    return round(volume_ml * count * WAX_PER_ML)


def fragrance_oil(wax_g, load=8):
    """Grams of fragrance oil for ``wax_g`` grams of wax at ``load`` percent, to 0.1 g."""
    _positive_number(wax_g, "wax")
    if isinstance(load, bool) or not isinstance(load, (int, float)) or not 0 < load <= MAX_LOAD:
        raise ValueError(f"load must be more than 0 and at most {MAX_LOAD}")
    return round(wax_g * load / 100, 1)


def pours(total_g, pot_g=1000):
    """How to melt ``total_g`` grams in a pot holding ``pot_g``: full pots, then what's left."""
    _positive_int(total_g, "total")
    _positive_int(pot_g, "pot size")
    full, rest = divmod(total_g, pot_g)
    return [pot_g] * full + ([rest] if rest else [])


def burn_hours(wax_g):
    """Whole hours a candle of ``wax_g`` grams burns: one hour per 7 g, rounded down."""
    if isinstance(wax_g, bool) or not isinstance(wax_g, (int, float)) or wax_g < 0:
        raise ValueError("wax can't be negative")
    return int(wax_g // GRAMS_PER_HOUR)


def batch_plan(volume_ml, count, load=8, pot_g=1000):
    """Everything for one batch of ``count`` candles of ``volume_ml``."""
    wax = wax_needed(volume_ml, count)
    return {
        "wax_g": wax,
        "oil_g": fragrance_oil(wax, load),
        "pours": pours(wax, pot_g),
        "burn_hours_each": burn_hours(wax_needed(volume_ml)),
    }
