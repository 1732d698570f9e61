"""Helpers for my compost bays: the mix, when to turn it, and when it's ready."""

from datetime import timedelta

CARBON_TO_NITROGEN = {"grass": 20, "food scraps": 15, "manure": 25, "leaves": 60,
                      "straw": 80, "cardboard": 350}
GOOD_MIX = (25, 35)  # a C:N ratio in this range (ends included) is just right
TURN_EVERY = 4  # days between turns
HOT = 40  # degrees C: the heap is still working at this or above
COOL_READINGS = 3  # readings in a row below HOT before it can be ready
MIN_WEEKS = 8


def mix_ratio(buckets):
    """The C:N ratio of a mix, {material: buckets}, weighted by buckets, to 1 decimal place.

    Material names ignore capitals and spaces round them. An unknown material,
    a negative number of buckets or no buckets at all is a ValueError.
    """
    total = 0
    weighted = 0
    for name, n in buckets.items():
        key = name.strip().lower()
        if key not in CARBON_TO_NITROGEN:
            raise ValueError(f"unknown material: {name!r}")
        if n < 0:
            raise ValueError("buckets can't be negative")
        total += n
        weighted += CARBON_TO_NITROGEN[key] * n
    if total == 0:
        raise ValueError("no buckets in the mix")
    return round(weighted / total, 1)


def advice(ratio):
    """"add greens" above the good range, "add browns" below it, else "just right"."""
    low, high = GOOD_MIX
    if ratio < low:
        return "add browns"
    if ratio > high:
        return "add greens"
    return "just right"


def turning_days(built, until):
    """Days to turn the heap: every TURN_EVERY days after ``built``, up to ``until`` included."""
    days = []
    day = built + timedelta(days=TURN_EVERY)
    while day <= until:
        days.append(day)
        day += timedelta(days=TURN_EVERY)
    return days


def is_ready(temps, weeks_old):
    """Ready when at least MIN_WEEKS old and the last COOL_READINGS temps are all below HOT."""
    if weeks_old < MIN_WEEKS or len(temps) < COOL_READINGS:
        return False
    return all(t < HOT for t in temps[-COOL_READINGS:])


def bay_litres(width_cm, depth_cm, height_cm):
    """Volume of a bay in litres, rounded to the nearest litre."""
    return round(width_cm * depth_cm * height_cm / 1000)
