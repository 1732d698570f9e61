"""Fares for my taxi, the way the council's tariff card works them out. Money in pounds."""

import math

FLAG_FALL = 3.20  # on the meter as soon as the journey starts; covers the first mile
PER_TENTH = 0.24  # each tenth of a mile after the first mile (a part tenth counts as a whole)
WAIT_PER_MINUTE = 0.30  # waiting time, per whole minute
NIGHT_RATE = 1.5  # journeys starting from 23:00 up to 05:59
HOLIDAY_RATE = 2.0  # journeys on Christmas Day, Boxing Day and New Year's Day
HOLIDAYS = ((12, 25), (12, 26), (1, 1))  # (month, day)
EXTRA_PASSENGER = 1.00  # for each passenger over 2
MAX_PASSENGERS = 4


def meter_fare(miles, wait_minutes=0):
    """What the meter shows at the normal rate, to 2 decimal places.

    Negative miles or waiting time is a ValueError.
    """
    if miles < 0 or wait_minutes < 0:
        raise ValueError("miles and waiting time can't be negative")
    tenths = max(0, math.ceil(round((miles - 1) * 10, 6)))
    return round(FLAG_FALL + tenths * PER_TENTH + wait_minutes * WAIT_PER_MINUTE, 2)


def rate(when):
    """The tariff multiplier for a journey starting at ``when`` (a datetime).

    Holidays pay HOLIDAY_RATE all day (even at night), otherwise nights pay
    NIGHT_RATE, otherwise 1.0.
    """
    if (when.month, when.day) in HOLIDAYS:
        return HOLIDAY_RATE
    if when.hour >= 23 or when.hour < 6:
        return NIGHT_RATE
    return 1.0


def fare(miles, when, passengers=1, wait_minutes=0):
    """The fare for a journey: the meter fare times the rate, plus EXTRA_PASSENGER
    for each passenger over 2 (not multiplied), to 2 decimal places.

    passengers must be a whole number from 1 to MAX_PASSENGERS, else ValueError.
    """
    if not isinstance(passengers, int) or not 1 <= passengers <= MAX_PASSENGERS:
        raise ValueError(f"I can take 1 to {MAX_PASSENGERS} passengers")
    extra = max(0, passengers - 2) * EXTRA_PASSENGER
    return round(meter_fare(miles, wait_minutes) * rate(when) + extra, 2)


def split(total, people):
    """Share a fare: everyone pays the same to the penny, and any pennies left
    over go one each on the first people in the list. split(10.0, 3) -> [3.34, 3.33, 3.33].

    people must be a whole number, 1 or more, else ValueError.
    """
    if not isinstance(people, int) or people < 1:
        raise ValueError("need at least one person")
    pence = round(total * 100)
    share, left = divmod(pence, people)
    return [(share + (1 if i < left else 0)) / 100 for i in range(people)]


def with_tip(amount, percent=10):
    """The fare plus a tip of ``percent`` per cent, rounded UP to the next whole pound."""
    return math.ceil(round(amount * (1 + percent / 100), 6))
