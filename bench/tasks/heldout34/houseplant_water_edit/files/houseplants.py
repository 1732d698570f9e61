"""Keeping track of watering my houseplants.

plants.txt has one plant a line: a name and how many days it goes between
waterings, like "Monstera, 7". watered.txt is my log: a date and a plant,
like "2024-05-03 monstera", one line each time I water something.
"""

from datetime import date, timedelta


def parse_plants(lines):
    """{name: days between waterings} from the lines of plants.txt.

    Names are lower-cased with the spaces round them taken off. Blank lines
    and lines starting with # are skipped. A line without exactly one comma,
    an empty name, or a number of days that isn't a whole number of 1 or
    more is a ValueError. A plant listed twice keeps the last number.
    """
    plants = {}
    for line in lines:
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        parts = text.split(",")
        if len(parts) != 2:
            raise ValueError(f"bad plant line: {line!r}")
        name, days = parts[0].strip().lower(), parts[1].strip()
        if not name:
            raise ValueError(f"no plant name: {line!r}")
        if not days.isdigit() or int(days) < 1:
            raise ValueError(f"bad number of days: {line!r}")
        plants[name] = int(days)
    return plants


def parse_log(lines):
    """{name: last day watered} from the lines of watered.txt.

    Each line is "YYYY-MM-DD name" (the name may have spaces in it, and is
    lower-cased). Blank lines are skipped; a bad date or a missing name is a
    ValueError. The lines don't have to be in order: the latest date wins.
    """
    last = {}
    for line in lines:
        text = line.strip()
        if not text:
            continue
        day_text, _, name = text.partition(" ")
        name = name.strip().lower()
        if not name:
            raise ValueError(f"no plant name: {line!r}")
        day = date.fromisoformat(day_text)
        if name not in last or day > last[name]:
            last[name] = day
    return last


def next_due(last_watered, every):
    """The day a plant watered on last_watered needs watering again."""
    return last_watered + timedelta(days=every)


def overdue(plants, last, today):
    """[(name, days late)] for the plants that should have been watered before today.

    A plant that was never watered isn't in the list (see never_watered).
    Most days late first; plants equally late in name order.
    """
    late = []
    for name, every in plants.items():
        if name in last:
            days = (today - next_due(last[name], every)).days
            if days > 0:
                late.append((name, days))
    return sorted(late, key=lambda item: (-item[1], item[0]))


def never_watered(plants, last):
    """Names of the plants with nothing in the log, in name order."""
    return sorted(name for name in plants if name not in last)
