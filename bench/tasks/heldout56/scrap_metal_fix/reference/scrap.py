"""Tickets for the scrap metal I weigh in at the yard.

Each line on the weighbridge slip is a metal and a weight in kg, like
"copper 2.6". The yard pays per whole kg of each metal: all the pieces of
one metal on a ticket are added up first and then the total is rounded
down to a whole kg.
"""

import math

PRICES = {  # pounds per kg
    "copper": 5.80,
    "brass": 3.90,
    "aluminium": 0.95,
    "lead": 1.45,
    "steel": 0.18,
}


def parse_item(line):
    """(metal, kg) from one slip line like "Copper 2.6".

    The metal is lower-cased; it has to be one the yard buys (PRICES). The
    weight has to be a number above 0. Anything else is a ValueError.
    """
    parts = line.split()
    if len(parts) != 2:
        raise ValueError(f"bad line: {line!r}")
    metal = parts[0].lower()
    if metal not in PRICES:
        raise ValueError(f"the yard doesn't buy {parts[0]!r}")
    kg = float(parts[1])
    if not kg > 0:
        raise ValueError(f"bad weight: {line!r}")
    return metal, kg


def ticket(lines):
    """One row per metal on the slip: (metal, whole kg paid for, amount).

    Metals in the order they first appear on the slip. A metal that comes
    to less than 1 kg altogether is still listed, with 0 kg and 0.0. The
    amount is whole kg * price, to 2 decimal places. Blank lines are skipped.
    """
    totals = {}
    for line in lines:
        if not line.strip():
            continue
        metal, kg = parse_item(line)
        totals[metal] = totals.get(metal, 0) + kg
    rows = []
    for metal, kg in totals.items():
        whole = math.floor(round(kg, 6))
        rows.append((metal, whole, round(whole * PRICES[metal], 2)))
    return rows


def total(lines):
    """What the yard pays for the whole slip, to 2 decimal places."""
    return round(sum(amount for _, _, amount in ticket(lines)), 2)
