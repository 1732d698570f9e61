"""My foraging log.

Every find goes in finds.txt as one line: date | what | where | grams, like
"2024-09-14 | Penny bun | Ashdown Forest | 340".
"""

from collections import namedtuple
from datetime import date

Find = namedtuple("Find", "day species place grams")


def parse_log(lines):
    """[Find, ...] from the lines of finds.txt, in the order written.

    Spaces round each field are taken off. Blank lines and lines starting
    with # are skipped. A line without four fields, a bad date, an empty
    species or place, or grams that aren't a whole number of 1 or more is a
    ValueError.
    """
    finds = []
    for line in lines:
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        fields = [f.strip() for f in text.split("|")]
        if len(fields) != 4:
            raise ValueError(f"bad line: {line!r}")
        day, species, place, grams = fields
        if not species or not place:
            raise ValueError(f"missing species or place: {line!r}")
        if not grams.isdigit() or int(grams) < 1:
            raise ValueError(f"bad grams: {line!r}")
        finds.append(Find(date.fromisoformat(day), species, place, int(grams)))
    return finds


def totals(finds):
    """{species: total grams}, species lower-cased, heaviest first."""
    out = {}
    for find in finds:
        key = find.species.lower()
        out[key] = out.get(key, 0) + find.grams
    return dict(sorted(out.items(), key=lambda item: -item[1]))


def in_month(finds, month):
    """The finds made in a month (1-12) of any year, oldest first."""
    if not 1 <= month <= 12:
        raise ValueError("month must be 1 to 12")
    return sorted((f for f in finds if f.day.month == month), key=lambda f: f.day)
