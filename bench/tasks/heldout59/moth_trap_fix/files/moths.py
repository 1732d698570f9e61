"""My moth trap log.

Every morning I empty the trap and write one line per species into moths.txt:

    2024-07-14, Large Yellow Underwing, 12

Blank lines and lines starting with # are ignored. A species is the same
species however I happened to type the capitals; it is shown the way it was
first written in the log.
"""

from datetime import date


def parse_line(line):
    """"2024-07-14, Large Yellow Underwing, 12" -> (date, name, count)."""
    parts = [part.strip() for part in line.split(",")]
    if len(parts) != 3:
        raise ValueError(f"expected date, species, count: {line!r}")
    day = date.fromisoformat(parts[0])
    name = " ".join(parts[1].split())
    if not name:
        raise ValueError(f"no species name: {line!r}")
    if not parts[2].isdigit() or int(parts[2]) < 1:
        raise ValueError(f"count must be a whole number, 1 or more: {line!r}")
    return day, name, int(parts[2])


def read_log(lines):
    """Every record in the log, in the order written."""
    records = []
    for line in lines:
        if not line.strip() or line.strip().startswith("#"):
            continue
        records.append(parse_line(line))
    return records


def nights(records):
    """The nights the trap was out, earliest first (each once)."""
    return sorted({day for day, _, _ in records})


def total_moths(records):
    return sum(count for _, _, count in records)


def species_totals(records):
    """{species: moths of it in all}, names as first written, in the order first seen."""
    totals = {}
    for _, name, count in records:
        totals[name] = totals.get(name, 0) + count
    return totals


def species_count(records):
    """How many different species I've had."""
    return len({name for _, name, _ in records})


def top_species(records, n=3):
    """The n commonest species as (name, total), most first; ties in alphabetical order."""
    if n < 1:
        raise ValueError("n must be 1 or more")
    totals = species_totals(records)
    ranked = sorted(totals.items(), key=lambda item: (-item[1], item[0].lower()))
    return ranked[:n]


def average_per_night(records):
    """Moths per night the trap was out, to 1 decimal place (0.0 with no records)."""
    if not records:
        return 0.0
    return round(total_moths(records) / len(nights(records)), 1)
