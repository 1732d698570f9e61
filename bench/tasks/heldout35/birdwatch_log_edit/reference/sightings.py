"""My bird notebook, typed up.

Each line of sightings.txt is one sighting:

    2024-04-13 07:40 | Blackcap | 2 | Home garden

date and time, species, how many, place. A count of 0 means I only heard
it (no sighting). Blank lines and lines starting with # are skipped.
"""

from datetime import datetime


def species_key(name):
    """How species names are compared: "  Blue  Tit" and "blue tit" are the same bird."""
    return " ".join(name.lower().split())


def parse_line(line):
    """One line -> {"when": datetime, "species": str, "count": int, "place": str}.

    Species and place are kept as written, with the spaces at the ends
    taken off. Wrong number of fields, a bad date/time, an empty species
    or place, or a count that isn't a whole number 0 or more is a
    ValueError.
    """
    fields = [f.strip() for f in line.split("|")]
    if len(fields) != 4:
        raise ValueError(f"expected 4 fields: {line!r}")
    when_text, species, count_text, place = fields
    when = datetime.strptime(when_text, "%Y-%m-%d %H:%M")
    if not species or not place:
        raise ValueError(f"species and place can't be empty: {line!r}")
    if not count_text.isdigit():
        raise ValueError(f"bad count: {count_text!r}")
    return {"when": when, "species": species, "count": int(count_text), "place": place}


def parse_log(lines):
    """Every sighting in ``lines``, in the order they're written."""
    return [parse_line(line) for line in lines
            if line.strip() and not line.lstrip().startswith("#")]


def species_totals(sightings):
    """{species key: total birds counted}, heard-only species included with 0."""
    totals = {}
    for s in sightings:
        key = species_key(s["species"])
        totals[key] = totals.get(key, 0) + s["count"]
    return totals


def by_place(sightings):
    """{place: sorted list of species keys actually seen there (count 1 or more)}."""
    places = {}
    for s in sightings:
        if s["count"] > 0:
            places.setdefault(s["place"], set()).add(species_key(s["species"]))
    return {place: sorted(names) for place, names in places.items()}


def busiest_day(sightings):
    """(date, birds counted that day) for the day with most birds counted.

    On a tie the earliest such day. No sightings is a ValueError.
    """
    if not sightings:
        raise ValueError("no sightings")
    days = {}
    for s in sightings:
        day = s["when"].date()
        days[day] = days.get(day, 0) + s["count"]
    best = max(days.values())
    return min(day for day, birds in days.items() if birds == best), best


def year_list(sightings, year):
    """My year list: every species actually seen in ``year``, once each, in the
    order I first saw them that year.

    [(number, species, date, place), ...] numbered from 1; species as I
    wrote it the first time that year, and the date and place of that
    first sighting. Heard-only records don't count. Two at the exact same
    time keep the order they're in. year must be a whole number, else
    ValueError.
    """
    if not isinstance(year, int) or isinstance(year, bool):
        raise ValueError(f"year must be a whole number: {year!r}")
    seen = {}
    for s in sorted(sightings, key=lambda s: s["when"]):
        if s["when"].year != year or s["count"] < 1:
            continue
        key = species_key(s["species"])
        if key not in seen:
            seen[key] = (s["species"], s["when"].date(), s["place"])
    return [(n, *entry) for n, entry in enumerate(seen.values(), start=1)]
