"""Mooring fees for visiting boats at our little marina."""

import math
import re
from datetime import timedelta

FOOT = 0.3048  # metres
SUMMER = (5, 6, 7, 8, 9)  # May to September
SUMMER_RATE = 3.20  # per metre per night; every started metre counts as a whole one
WINTER_RATE = 2.40
MIN_NIGHT = 20.00  # no night costs less than this
WEEK_OFF = 0.15  # stays of 7 nights or more get this much off
POWER_KWH = 0.35


def boat_length(text):
    """Length in metres from "9.5m", "9.5 m", "31ft" or "31 FT", to 2 decimal places.

    Anything else, or a length of 0, is a ValueError.
    """
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(m|ft)\s*", text.lower())
    if not match:
        raise ValueError(f"can't read the length {text!r}")
    value = float(match.group(1))
    if value <= 0:
        raise ValueError("length must be more than 0")
    if match.group(2) == "ft":
        value *= FOOT
    return round(value, 2)


def night_fee(length_m, night):
    """Fee for one night (night is the date the night starts on), to 2 decimal places.

    The rate times the length rounded UP to whole metres, but never less
    than MIN_NIGHT.
    """
    rate = SUMMER_RATE if night.month in SUMMER else WINTER_RATE
    return max(MIN_NIGHT, round(math.ceil(length_m) * rate, 2))


def stay_fee(length_m, arrive, leave):
    """Fees for every night from arrive up to the night before leave, to 2 decimal places.

    Stays of 7 nights or more get WEEK_OFF off the lot. leave must be after
    arrive, else ValueError.
    """
    n = (leave - arrive).days
    if n < 1:
        raise ValueError("leave must be after arrive")
    total = sum(night_fee(length_m, arrive + timedelta(days=i)) for i in range(n))
    if n >= 7:
        total *= 1 - WEEK_OFF
    return round(total, 2)


def electricity(start_reading, end_reading):
    """Cost of the power used between two meter readings (kWh), to 2 decimal places.

    An end reading below the start is a ValueError.
    """
    if end_reading < start_reading:
        raise ValueError("the end reading is below the start")
    return round((end_reading - start_reading) * POWER_KWH, 2)
