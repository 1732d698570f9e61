"""My allotment harvest log.

I keep a text file with one line per picking, like

    2024-07-14, courgette, 850g
    2024-07-14, Runner beans, 1.2kg
    # a comment line

and this reads it and adds things up. Weights are kept in whole grams.
"""

from datetime import date


def parse_weight(text):
    """'850g' -> 850, '1.2kg' -> 1200, ' 2 KG ' -> 2000. Anything else: ValueError."""
    t = text.strip().lower().replace(" ", "")
    try:
        if t.endswith("kg"):
            grams = round(float(t[:-2]) * 1000)
        elif t.endswith("g"):
            grams = round(float(t[:-1]))
        else:
            raise ValueError
    except ValueError:
        raise ValueError(f"not a weight: {text!r}") from None
    if grams <= 0:
        raise ValueError(f"not a weight: {text!r}")
    return grams


def parse_line(line):
    """'2024-07-14, Courgette, 850g' -> (date(2024, 7, 14), 'courgette', 850).

    The crop name is lower-cased and trimmed. A line without exactly three
    comma-separated parts, or with a bad date or weight, is a ValueError.
    """
    parts = [p.strip() for p in line.split(",")]
    if len(parts) != 3 or not parts[1]:
        raise ValueError(f"bad line: {line!r}")
    day = date.fromisoformat(parts[0])
    return day, parts[1].lower(), parse_weight(parts[2])


def load(lines):
    """Every picking in ``lines``, skipping blank lines and lines starting with '#'."""
    entries = []
    for line in lines:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        entries.append(parse_line(line))
    return entries


def total_by_crop(entries):
    """{crop: grams} over all the pickings, crops in alphabetical order."""
    totals = {}
    for _, crop, grams in entries:
        totals[crop] = totals.get(crop, 0) + grams
    return dict(sorted(totals.items()))


def heaviest_day(entries):
    """(date, grams) of the day with the most picked, all crops together.

    On a tie the earliest such day. No entries: None.
    """
    days = {}
    for day, _, grams in entries:
        days[day] = days.get(day, 0) + grams
    if not days:
        return None
    best = max(days.values())
    return min(day for day, grams in days.items() if grams == best), best


def monthly_totals(entries, crop=None):
    """{'YYYY-MM': kilos} for every month with a picking, in month order.

    Kilos are rounded to 2 decimal places. With ``crop``, only that crop
    (any capitals, spaces round it ignored); a crop never picked gives {}.
    """
    want = None if crop is None else crop.strip().lower()
    months = {}
    for day, name, grams in entries:
        if want is not None and name != want:
            continue
        key = f"{day.year:04d}-{day.month:02d}"
        months[key] = months.get(key, 0) + grams
    return {key: round(months[key] / 1000, 2) for key in sorted(months)}
