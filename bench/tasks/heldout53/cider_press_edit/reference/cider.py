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


def press_loads(pickings, capacity=25):
    """How the apples go through the press, oldest picking first.

    Pickings go in by date (same date: the order of the book). Each load is
    filled up to ``capacity`` kg; a picking that doesn't fit is split, the
    part that fits in this load and the rest in the next. Returns a list of
    {"kg": kg in the load to 1 dp, "varieties": sorted names in the load}.
    capacity must be more than 0, else ValueError.
    """
    if isinstance(capacity, bool) or capacity <= 0:
        raise ValueError("capacity must be more than 0")
    cap = round(capacity * 10)
    if cap <= 0:
        raise ValueError("capacity must be more than 0")
    loads = []
    room = 0
    for _, variety, kg in sorted(pickings, key=lambda p: p[0]):
        left = round(kg * 10)
        while left > 0:
            if room == 0:
                loads.append([0, set()])
                room = cap
            take = min(left, room)
            loads[-1][0] += take
            loads[-1][1].add(variety)
            left -= take
            room -= take
    return [{"kg": tenths / 10, "varieties": sorted(names)} for tenths, names in loads]
