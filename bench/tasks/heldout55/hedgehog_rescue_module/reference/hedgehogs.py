"""Weighing records for the hedgehogs at the rescue."""

import math
from datetime import date


def parse_weighings(lines):
    """{name: [(date, grams), ...] in date order} from lines like
    "2024-10-01 Mrs Tiggy 575"."""
    hogs = {}  # key -> (name as first written, {date: grams})
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        bits = text.split()
        if len(bits) < 3:
            raise ValueError(f"line {number}: need a date, a name and a weight")
        try:
            day = date.fromisoformat(bits[0])
        except ValueError:
            raise ValueError(f"line {number}: bad date {bits[0]!r}") from None
        if not bits[-1].isdigit() or int(bits[-1]) < 1:
            raise ValueError(f"line {number}: bad weight {bits[-1]!r}")
        name = " ".join(bits[1:-1])
        key = name.lower()
        hogs.setdefault(key, (name, {}))[1][day] = int(bits[-1])
    return {name: sorted(days.items()) for name, days in hogs.values()}


def _gain(weighings):
    if len(weighings) < 2:
        return None
    (first_day, first), (last_day, last) = weighings[0], weighings[-1]
    return (last - first) / (last_day - first_day).days


def daily_gain(weighings):
    """Average grams a day from the first weighing to the last, 1 dp; None if
    there are fewer than two."""
    gain = _gain(weighings)
    return None if gain is None else round(gain, 1)


def days_to_target(weighings, target=600):
    """Whole days after the last weighing until the hog reaches ``target``."""
    if weighings and weighings[-1][1] >= target:
        return 0
    gain = _gain(weighings)
    if gain is None or gain <= 0:
        return None
    return math.ceil((target - weighings[-1][1]) / gain)


def release_list(hogs, min_weight=600):
    """Names of the hogs that can go back out, alphabetical ignoring capitals."""
    ready = [name for name, weighings in hogs.items()
             if len(weighings) >= 2 and weighings[-1][1] >= min_weight
             and weighings[-1][1] >= weighings[-2][1]]
    return sorted(ready, key=str.lower)
