"""Temperature readings from a sensor log.

Each line of the log is 'TIMESTAMP,VALUE,UNIT', e.g. '2024-05-01T08:00,21.5,C'.
TIMESTAMP is ISO format, UNIT is C or F (either case; Fahrenheit is converted to
Celsius), and spaces around the fields are allowed. VALUE is 'NA' when the sensor
had no reading: those lines are skipped, as are blank lines and comment lines
(starting with '#').
"""
import dataclasses
import datetime as _dt


@dataclasses.dataclass
class Reading:
    timestamp: _dt.datetime
    celsius: float

    @classmethod
    def from_fields(cls, ts, value, unit):
        value = float(value)
        if unit.strip().lower() == "f":
            value = (value - 32) * 5 / 9
        return cls(_dt.datetime.fromisoformat(ts.strip()), value)


SKIP_VALUE = "NA"


def parse_readings(lines):
    out = []
    for raw in lines:
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        ts, value, unit = text.split(",")
        if value.strip() == SKIP_VALUE:
            continue
        out.append(Reading.from_fields(ts, value, unit))
    return out


def average_celsius(lines):
    """Mean temperature in Celsius rounded to 2 decimals; None if there are no readings."""
    rs = parse_readings(lines)
    if len(rs) == 0:
        return None
    total = 0.0
    for r in rs:
        total += r.celsius
    return round(total / len(rs), 2)


def max_reading(lines):
    """(timestamp, celsius) of the hottest reading, the earliest one on a tie; None if none."""
    best = None
    for r in parse_readings(lines):
        if best is None or r.celsius > best[1]:
            best = (r.timestamp, r.celsius)
    return best


def daily_max(lines):
    """{'YYYY-MM-DD': highest Celsius reading that day}, days in date order."""
    days = {}
    for r in sorted(parse_readings(lines), key=lambda r: r.timestamp.date()):
        day = r.timestamp.date().isoformat()
        if day not in days or r.celsius > days[day]:
            days[day] = r.celsius
    return days
