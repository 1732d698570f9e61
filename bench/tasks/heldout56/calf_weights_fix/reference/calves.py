"""Weighing records for the calves.

The weigh sheet on the shed wall has one line per weighing: the date and the
weight in kg, like "2024-03-04 66.5". The lines aren't always in date order:
whoever does the weighing writes wherever there's room on the sheet.
"""

import math
from datetime import date, timedelta

WEAN_KG = 90  # a calf can be weaned once it weighs at least this...
WEAN_DAYS = 56  # ...and is at least this many days old (both are needed)


def parse_sheet(lines):
    """[(date, kg), ...] from the lines of a weigh sheet, in the order written.

    Blank lines and lines starting with # are skipped. A line that isn't a
    date (YYYY-MM-DD) and a weight, or a weight that isn't a number above 0,
    is a ValueError.
    """
    weighings = []
    for line in lines:
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        parts = text.split()
        if len(parts) != 2:
            raise ValueError(f"bad line: {line!r}")
        day = date.fromisoformat(parts[0])
        kg = float(parts[1])
        if not kg > 0:
            raise ValueError(f"bad weight: {line!r}")
        weighings.append((day, kg))
    return weighings


def _by_date(weighings):
    """The weighings oldest first. They can come in any order, but two
    weighings on the same day is a ValueError."""
    days = [day for day, _ in weighings]
    if len(set(days)) != len(days):
        raise ValueError("two weighings on the same day")
    return sorted(weighings)


def daily_gain(weighings):
    """Average daily liveweight gain in kg a day, from the earliest weighing
    to the latest, to 2 decimal places. Needs at least two weighings."""
    ordered = _by_date(weighings)
    if len(ordered) < 2:
        raise ValueError("need at least two weighings")
    (first_day, first_kg), (last_day, last_kg) = ordered[0], ordered[-1]
    return round((last_kg - first_kg) / (last_day - first_day).days, 2)


def projected_date(weighings, target_kg):
    """The day the calf should reach target_kg, growing at daily_gain() a day
    from the latest weighing (a part day counts as a whole day).

    If the latest weighing is already at or over target_kg, that weighing's
    day. If the calf isn't gaining (daily_gain() of 0 or less), ValueError.
    """
    ordered = _by_date(weighings)
    if len(ordered) < 2:
        raise ValueError("need at least two weighings")
    last_day, last_kg = ordered[-1]
    if last_kg >= target_kg:
        return last_day
    gain = daily_gain(weighings)
    if gain <= 0:
        raise ValueError("the calf isn't gaining weight")
    return last_day + timedelta(days=math.ceil((target_kg - last_kg) / gain))


def ready_to_wean(weighings, born):
    """True if, at the latest weighing, the calf weighed at least WEAN_KG and
    was at least WEAN_DAYS days old (born is its date of birth). No
    weighings at all is a ValueError."""
    ordered = _by_date(weighings)
    if not ordered:
        raise ValueError("no weighings")
    last_day, last_kg = ordered[-1]
    return last_kg >= WEAN_KG and (last_day - born).days >= WEAN_DAYS
