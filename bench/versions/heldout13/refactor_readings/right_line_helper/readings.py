"""Temperature readings from a sensor log.

Each line of the log is 'TIMESTAMP,VALUE,UNIT', e.g. '2024-05-01T08:00,21.5,C'.
TIMESTAMP is ISO format, UNIT is C or F (either case; Fahrenheit is converted to
Celsius), and spaces around the fields are allowed. VALUE is 'NA' when the sensor
had no reading: those lines are skipped, as are blank lines and comment lines
(starting with '#').
"""
from dataclasses import dataclass
from datetime import datetime
from typing import Iterable, List, Optional


@dataclass(frozen=True)
class Reading:
    timestamp: datetime
    celsius: float


def _parse_line(line: str) -> Optional[Reading]:
    """One log line -> Reading, or None for lines that carry no reading."""
    line = line.strip()
    if line == "" or line[0] == "#":
        return None
    ts, val, unit = [part.strip() for part in line.split(",")]
    if val == "NA":
        return None
    celsius = float(val)
    if unit.upper() == "F":
        celsius = (celsius - 32) * 5 / 9
    return Reading(datetime.fromisoformat(ts), celsius)


def parse_readings(lines: Iterable[str]) -> List[Reading]:
    return [r for r in map(_parse_line, lines) if r is not None]


def average_celsius(lines):
    """Mean temperature in Celsius rounded to 2 decimals; None if there are no readings."""
    temps = [r.celsius for r in parse_readings(lines)]
    return round(sum(temps) / len(temps), 2) if temps else None


def max_reading(lines):
    """(timestamp, celsius) of the hottest reading, the earliest one on a tie; None if none."""
    rs = parse_readings(lines)
    if not rs:
        return None
    hottest = max(rs, key=lambda r: r.celsius)  # max() keeps the first of equal items
    return hottest.timestamp, hottest.celsius


def daily_max(lines):
    """{'YYYY-MM-DD': highest Celsius reading that day}, days in date order."""
    per_day = {}
    for r in parse_readings(lines):
        key = r.timestamp.strftime("%Y-%m-%d")
        per_day[key] = max(per_day.get(key, r.celsius), r.celsius)
    return {day: per_day[day] for day in sorted(per_day)}
