"""Temperature readings from a sensor log.

Each line of the log is 'TIMESTAMP,VALUE,UNIT', e.g. '2024-05-01T08:00,21.5,C'.
TIMESTAMP is ISO format, UNIT is C or F (either case; Fahrenheit is converted to
Celsius), and spaces around the fields are allowed. VALUE is 'NA' when the sensor
had no reading: those lines are skipped, as are blank lines and comment lines
(starting with '#').
"""
from dataclasses import dataclass
from datetime import datetime


@dataclass
class Reading:
    timestamp: datetime
    celsius: float


def _to_celsius(value, unit):
    return (value - 32) * 5 / 9 if unit.upper() == "F" else value


def parse_readings(lines):
    """The usable readings in ``lines``, in order (NA, blank and comment lines skipped)."""
    readings = []
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        ts, value, unit = (field.strip() for field in line.split(","))
        if value == "NA":
            continue
        readings.append(Reading(datetime.fromisoformat(ts), _to_celsius(float(value), unit)))
    return readings


def average_celsius(lines):
    """Mean temperature in Celsius rounded to 2 decimals; None if there are no readings."""
    readings = parse_readings(lines)
    if not readings:
        return None
    return round(sum(r.celsius for r in readings) / len(readings), 2)


def max_reading(lines):
    """(timestamp, celsius) of the hottest reading, the earliest one on a tie; None if none."""
    best = None
    for r in parse_readings(lines):
        if best is None or r.celsius > best.celsius:
            best = r
    return best


def daily_max(lines):
    """{'YYYY-MM-DD': highest Celsius reading that day}, days in date order."""
    result = {}
    for r in parse_readings(lines):
        day = r.timestamp.date().isoformat()
        if day not in result or r.celsius > result[day]:
            result[day] = r.celsius
    return dict(sorted(result.items()))
