"""Sap and syrup sums for the sugar maples behind the barn.

My sap log is a text file with one line each time I empty a bucket:

    2024-03-04 tap3 12.5

that's the date, which tap, and the litres of sap in the bucket. Blank
lines and lines starting with # are skipped.
"""

from datetime import date

RULE_OF = 86  # litres of sap for one litre of syrup = RULE_OF / sugar percent
BOTTLE_ML = 250


def parse_line(line):
    """(day, tap, litres) from one log line; the tap name is lower-cased.

    Anything that isn't a date, a tap and a number of litres (0 or more)
    is a ValueError.
    """
    parts = line.split()
    if len(parts) != 3:
        raise ValueError(f"bad log line: {line!r}")
    day = date.fromisoformat(parts[0])
    litres = float(parts[2])
    if not litres >= 0:
        raise ValueError(f"litres can't be negative: {line!r}")
    return day, parts[1].lower(), litres


def _entries(lines):
    for line in lines:
        line = line.strip()
        if line and not line.startswith("#"):
            yield parse_line(line)


def daily_totals(lines):
    """{day: litres of sap collected that day}, earliest day first.

    Every bucket emptied that day counts, from every tap. Litres are
    rounded to 2 decimal places.
    """
    totals = {}
    for day, _tap, litres in _entries(lines):
        totals[day] = litres
    return {day: round(totals[day], 2) for day in sorted(totals)}


def tap_totals(lines):
    """{tap: litres of sap over the whole log}, best tap first (equal ones by name)."""
    totals = {}
    for _day, tap, litres in _entries(lines):
        totals[tap] = totals.get(tap, 0) + litres
    rounded = [(tap, round(litres, 2)) for tap, litres in totals.items()]
    return dict(sorted(rounded, key=lambda item: (-item[1], item[0])))


def best_day(lines):
    """(day, litres) of the day I collected the most sap; the earliest if two are equal.

    A log with nothing in it is a ValueError.
    """
    totals = daily_totals(lines)
    if not totals:
        raise ValueError("no sap in the log")
    day = max(totals, key=lambda d: (totals[d], -d.toordinal()))
    return day, totals[day]


def syrup_from_sap(litres, sugar=2.0):
    """Litres of syrup that boiling down ``litres`` of sap gives, to 2 decimal places.

    Rule of 86: one litre of syrup takes 86 / sugar litres of sap, where
    sugar is the sap's sugar percent. sugar must be more than 0 and litres
    0 or more, else ValueError.
    """
    if not sugar > 0:
        raise ValueError("sugar percent must be more than 0")
    if not litres >= 0:
        raise ValueError("litres can't be negative")
    return round(litres * sugar / RULE_OF, 2)


def season_syrup(lines, sugar=2.0):
    """Litres of syrup from all the sap in the log."""
    return syrup_from_sap(sum(daily_totals(lines).values()), sugar)


def bottles(syrup_litres):
    """(full 250 ml bottles, ml left over) for this much syrup; the ml is a whole number.

    Negative litres is a ValueError.
    """
    if not syrup_litres >= 0:
        raise ValueError("litres can't be negative")
    ml = round(syrup_litres * 1000)
    return divmod(ml, BOTTLE_ML)
