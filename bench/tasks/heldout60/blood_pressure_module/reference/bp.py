"""Home blood pressure readings: reading them, sorting them into bands, averaging them."""

from datetime import date


def parse_reading(text):
    """'128/82' -> (128, 82). Spaces around the numbers and the slash are fine."""
    top, sep, bottom = text.partition("/")
    top, bottom = top.strip(), bottom.strip()
    if not sep or not top.isdigit() or not bottom.isdigit():
        raise ValueError(f"not a reading: {text!r}")
    systolic, diastolic = int(top), int(bottom)
    if not 70 <= systolic <= 250 or not 40 <= diastolic <= 150:
        raise ValueError(f"reading out of range: {text!r}")
    if systolic <= diastolic:
        raise ValueError(f"the top number must be higher: {text!r}")
    return systolic, diastolic


def category(systolic, diastolic):
    """The band a reading falls in, checked in this order."""
    if systolic >= 140 or diastolic >= 90:
        return "high stage 2"
    if systolic >= 130 or diastolic >= 80:
        return "high stage 1"
    if systolic >= 120:
        return "elevated"
    if systolic < 90 or diastolic < 60:
        return "low"
    return "normal"


def _half_up(total, count):
    return (2 * total + count) // (2 * count)


def average(readings):
    """(systolic, diastolic): each the mean of the readings, to the nearest whole number,
    halves rounded up."""
    pairs = [parse_reading(r) for r in readings]
    if not pairs:
        raise ValueError("no readings")
    return (_half_up(sum(p[0] for p in pairs), len(pairs)),
            _half_up(sum(p[1] for p in pairs), len(pairs)))


def home_average(lines):
    """The doctor's home average from log lines like '2024-03-04 am 132/85'.

    Blank lines are skipped. The first day's readings are left out, and at least
    4 days must be left after that. Returns (systolic, diastolic, category).
    """
    days = {}
    for line in lines:
        if not line.strip():
            continue
        parts = line.split(maxsplit=2)
        if len(parts) != 3 or parts[1] not in ("am", "pm"):
            raise ValueError(f"not a log line: {line!r}")
        day = date.fromisoformat(parts[0])
        days.setdefault(day, []).append(parts[2])
    if len(days) < 5:
        raise ValueError("need at least 4 days after the first")
    first = min(days)
    kept = [r for day, readings in days.items() if day != first for r in readings]
    systolic, diastolic = average(kept)
    return systolic, diastolic, category(systolic, diastolic)
