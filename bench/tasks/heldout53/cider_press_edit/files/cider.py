"""Keeping track of the apples from the orchard and the cider they make.

My pickings book is a text file, one picking a line:

    2024-09-14, Bramley, 18.5

(the date, the variety, and the kilos picked, to 0.1 kg). Blank lines and
lines starting with # are ignored.
"""

from datetime import date

JUICE_PER_KG = 0.6  # litres of juice from a kilo of apples, near enough
DEMIJOHN = 4.5  # litres


def parse_pickings(lines):
    """[(date, variety, kg), ...] in the order of the book.

    The variety is stripped and lower-cased; kg must be more than 0. A line
    that isn't date, variety, kg is a ValueError.
    """
    pickings = []
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 3 or not parts[1]:
            raise ValueError(f"line {number}: expected date, variety, kg")
        try:
            day = date.fromisoformat(parts[0])
            kg = float(parts[2])
        except ValueError:
            raise ValueError(f"line {number}: bad date or weight") from None
        if kg <= 0:
            raise ValueError(f"line {number}: weight must be more than 0")
        pickings.append((day, parts[1].lower(), kg))
    return pickings


def totals(pickings):
    """{variety: kg} over all the pickings, kg to 1 decimal place, varieties
    in alphabetical order."""
    out = {}
    for _, variety, kg in pickings:
        out[variety] = out.get(variety, 0) + kg
    return {v: round(out[v], 1) for v in sorted(out)}


def juice(kg):
    """Litres of juice from ``kg`` kilos of apples, to 1 decimal place."""
    if kg < 0:
        raise ValueError("negative weight")
    return round(kg * JUICE_PER_KG, 1)


def demijohns(litres):
    """(full demijohns, litres left over to 1 decimal place) for ``litres`` of juice."""
    if litres < 0:
        raise ValueError("negative volume")
    full = int(litres // DEMIJOHN)
    return full, round(litres - full * DEMIJOHN, 1)
