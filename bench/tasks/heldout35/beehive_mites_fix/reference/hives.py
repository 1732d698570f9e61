"""Sums for my beehives: varroa counts off the sticky board, and the honey harvest.

Each morning I pull the board out from under the hive and count the mites
that fell in the last day. If the board wasn't in (washing it, wet day,
forgot) I write "-" for that day instead of a number.
"""

import math

# most natural mite drop per day I'll put up with before treating, by month
THRESHOLDS = {1: 1, 2: 1, 3: 6, 4: 6, 5: 6, 6: 10, 7: 10, 8: 10, 9: 4, 10: 4, 11: 1, 12: 1}
FRAME_KG = 2.2  # honey on one full super frame
EXTRACTOR_LOSS = 0.05  # what sticks to the extractor, the strainer and the cappings
JAR_G = 454  # 1 lb jars
JAR_PRICE = 7.50


def parse_counts(text):
    """"12, -, 9, 15" -> [12, None, 9, 15].

    Counts are separated by commas; "-" (spaces around it don't matter)
    means the board wasn't in that day. Anything else that isn't a whole
    number 0 or more is a ValueError. An empty string is an empty list.
    """
    if not text.strip():
        return []
    counts = []
    for part in text.split(","):
        part = part.strip()
        if part == "-":
            counts.append(None)
        elif part.isdigit():
            counts.append(int(part))
        else:
            raise ValueError(f"not a mite count: {part!r}")
    return counts


def daily_drop(counts):
    """Average mites dropped per day, to 1 decimal place.

    Only the days the board was in count: a None is a day with no board,
    so it is left out altogether (a 0 is a real count of no mites). If
    there isn't a single day with the board in, ValueError.
    """
    seen = [c for c in counts if c is not None]
    if not seen:
        raise ValueError("no days with the board in")
    return round(sum(seen) / len(seen), 1)


def treatment_due(counts, month):
    """True if the daily drop is over the threshold for that month (1-12)."""
    if month not in THRESHOLDS:
        raise ValueError(f"no such month: {month!r}")
    return daily_drop(counts) > THRESHOLDS[month]


def honey_kg(frames):
    """Honey I'll end up with from ``frames`` full frames, in kg to 2 places."""
    if not isinstance(frames, int) or isinstance(frames, bool) or frames < 0:
        raise ValueError("frames must be a whole number, 0 or more")
    return round(frames * FRAME_KG * (1 - EXTRACTOR_LOSS), 2)


def jars(frames):
    """(full 1 lb jars, grams left over) from ``frames`` full frames."""
    grams = round(honey_kg(frames) * 1000)
    return grams // JAR_G, grams % JAR_G


def harvest_value(frames):
    """What the full jars fetch at JAR_PRICE each, to 2 decimal places."""
    full, _ = jars(frames)
    return round(full * JAR_PRICE, 2)
