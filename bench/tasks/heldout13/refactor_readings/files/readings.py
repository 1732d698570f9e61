"""Temperature readings from a sensor log.

Each line of the log is 'TIMESTAMP,VALUE,UNIT', e.g. '2024-05-01T08:00,21.5,C'.
TIMESTAMP is ISO format, UNIT is C or F (either case; Fahrenheit is converted to
Celsius), and spaces around the fields are allowed. VALUE is 'NA' when the sensor
had no reading: those lines are skipped, as are blank lines and comment lines
(starting with '#').
"""
from datetime import datetime


def average_celsius(lines):
    """Mean temperature in Celsius rounded to 2 decimals; None if there are no readings."""
    total = 0.0
    count = 0
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split(",")
        if parts[1].strip() == "NA":
            continue
        value = float(parts[1])
        if parts[2].strip().upper() == "F":
            value = (value - 32) * 5 / 9
        total += value
        count += 1
    if count == 0:
        return None
    return round(total / count, 2)


def max_reading(lines):
    """(timestamp, celsius) of the hottest reading, the earliest one on a tie; None if none."""
    best = None
    for line in lines:
        line = line.strip()
        if line == "" or line[0] == "#":
            continue
        ts, val, unit = line.split(",")
        if val.strip() == "NA":
            continue
        c = float(val)
        if unit.strip().upper() == "F":
            c = (c - 32) * 5 / 9
        when = datetime.fromisoformat(ts.strip())
        if best is None or c > best[1]:
            best = (when, c)
    return best


def daily_max(lines):
    """{'YYYY-MM-DD': highest Celsius reading that day}, days in date order."""
    result = {}
    for raw in lines:
        raw = raw.strip()
        if not raw or raw.startswith("#"):
            continue
        fields = [f.strip() for f in raw.split(",")]
        if fields[1] == "NA":
            continue
        temp = float(fields[1])
        if fields[2].upper() == "F":
            temp = (temp - 32) * 5 / 9
        day = datetime.fromisoformat(fields[0]).date().isoformat()
        if day not in result or temp > result[day]:
            result[day] = temp
    return dict(sorted(result.items()))
