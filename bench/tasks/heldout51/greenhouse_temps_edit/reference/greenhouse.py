"""Reads the min/max thermometer log I keep for my greenhouse.

Each line of the log looks like

    2024-03-01 min 2.5 max 18.0

Blank lines and lines starting with # are skipped.
"""

from datetime import date


def parse_log(text):
    """[(date, min, max)] sorted by date; a line that can't be read is a ValueError.

    min must not be above max, and a date may only appear once.
    """
    readings = []
    seen = set()
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        if len(parts) != 5 or parts[1] != "min" or parts[3] != "max":
            raise ValueError(f"line {number}: can't read {line!r}")
        try:
            day = date.fromisoformat(parts[0])
            low, high = float(parts[2]), float(parts[4])
        except ValueError:
            raise ValueError(f"line {number}: can't read {line!r}") from None
        if low > high:
            raise ValueError(f"line {number}: min is above max")
        if day in seen:
            raise ValueError(f"line {number}: {day} is in the log twice")
        seen.add(day)
        readings.append((day, low, high))
    return sorted(readings)


def frost_nights(readings, threshold=0.0):
    """Dates whose minimum was at or below ``threshold``."""
    return [day for day, low, _ in readings if low <= threshold]


def hottest(readings):
    """(date, max) of the hottest day; the earliest one if several tie. None if no readings."""
    if not readings:
        return None
    best = max(high for _, _, high in readings)
    for day, _, high in readings:
        if high == best:
            return day, high


def average_range(readings):
    """Mean of (max - min) over the readings, to 1 decimal place (0.0 for none)."""
    if not readings:
        return 0.0
    return round(sum(high - low for _, low, high in readings) / len(readings), 1)


def cold_spells(readings, below=3.0, min_nights=2):
    """Runs of consecutive days whose minimum was below ``below``, as (first, last, nights)."""
    if not isinstance(min_nights, int) or isinstance(min_nights, bool) or min_nights < 1:
        raise ValueError("min_nights must be a whole number, 1 or more")
    spells = []
    run = []
    for day, low, _ in readings:
        if low < below and run and (day - run[-1]).days == 1:
            run.append(day)
            continue
        if len(run) >= min_nights:
            spells.append((run[0], run[-1], len(run)))
        run = [day] if low < below else []
    if len(run) >= min_nights:
        spells.append((run[0], run[-1], len(run)))
    return spells
