"""Filling my mum's weekly pill organiser and knowing when to reorder."""

import math
from datetime import timedelta

SLOTS = ("morning", "noon", "evening", "bedtime")


def parse_dose(text):
    """A dose as written on the box, '1-0-1-0' (morning-noon-evening-bedtime), as a dict.

    Half tablets are written 0.5. It must be four numbers, none negative, else ValueError.
    """
    parts = text.strip().split("-")
    if len(parts) != len(SLOTS):
        raise ValueError(f"a dose needs {len(SLOTS)} parts: {text!r}")
    dose = {}
    for slot, part in zip(SLOTS, parts):
        try:
            amount = float(part)
        except ValueError:
            raise ValueError(f"not a number of tablets: {part!r}") from None
        if amount < 0:
            raise ValueError(f"negative tablets: {part!r}")
        dose[slot] = amount
    return dose


def per_day(dose):
    """Tablets a day for a parsed dose."""
    return sum(dose.values())


def tablets_needed(dose, days=7):
    """Whole tablets to fill the organiser for `days` days (a half still takes a tablet)."""
    return math.ceil(per_day(dose) * days)


def last_day(stock, dose, start):
    """The last day the tablets in stock fully cover, counting `start` as the first day.

    None if they don't cover even `start`. A dose of nothing at all is a ValueError.
    """
    daily = per_day(dose)
    if daily == 0:
        raise ValueError("this dose takes no tablets")
    days = math.floor(stock / daily)
    if days == 0:
        return None
    return start + timedelta(days=days - 1)
