"""Charges for my evening pottery classes. Money in pounds."""

import math
from datetime import timedelta

CLAY_PORTION_G = 500  # clay is sold in 500 g portions
CLAY_PORTION_PRICE = 1.60
FIRING_PRICES = {"bisque": 4.00, "glaze": 6.50}  # per piece
SESSION_PRICE = 22.00
MEMBER_DISCOUNT = 0.15
KILN_DAY = 4  # Friday (date.weekday())


def clay_cost(grams):
    """Cost of the clay a student used. Any part of a portion is charged as a
    whole portion. Negative grams is a ValueError."""
    if grams < 0:
        raise ValueError("grams can't be negative")
    portions = math.ceil(grams / CLAY_PORTION_G)
    return round(portions * CLAY_PORTION_PRICE, 2)


def firing_cost(pieces, kind):
    """Cost of firing this many pieces: kind is "bisque" or "glaze" (capitals and
    spaces round it don't matter). Anything else, or pieces that isn't a whole
    number 0 or more, is a ValueError."""
    key = kind.strip().lower()
    if key not in FIRING_PRICES:
        raise ValueError(f"unknown firing: {kind!r}")
    if not isinstance(pieces, int) or isinstance(pieces, bool) or pieces < 0:
        raise ValueError("pieces must be a whole number, 0 or more")
    return round(pieces * FIRING_PRICES[key], 2)


def course_price(sessions, member=False):
    """Price of a course of sessions; members get MEMBER_DISCOUNT off."""
    if not isinstance(sessions, int) or isinstance(sessions, bool) or sessions < 1:
        raise ValueError("sessions must be a whole number, 1 or more")
    price = sessions * SESSION_PRICE
    if member:
        price *= 1 - MEMBER_DISCOUNT
    return round(price, 2)


def firing_day(handed_in):
    """The date a piece handed in on handed_in gets fired: the first Friday
    after that day. A piece handed in on a Friday has to dry, so it waits for
    the Friday after."""
    days = (KILN_DAY - handed_in.weekday() - 1) % 7 + 1
    return handed_in + timedelta(days=days)
