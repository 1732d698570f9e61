"""Sums for my log store: ordering firewood, seasoning it and burning it.

Logs come loose, tipped off the back of a trailer, and are sold by the
loose cubic metre. Stacked neatly they take up less room.
"""

import calendar
import math

STACKED_PER_LOOSE = 0.7  # one loose m3 stacks to this many m3
PRICE_PER_LOOSE_M3 = 95.0
DELIVERY = {1: 0.0, 2: 15.0, 3: 30.0}  # delivery zone: charge
FREE_DELIVERY_FROM = 3  # loose m3: order this many or more and delivery is free
SEASONING_MONTHS = {"ash": 12, "birch": 12, "sycamore": 12, "beech": 18, "oak": 24, "pine": 9}
DRY_ENOUGH = 20  # % moisture: ready to burn at or below this
EVENING_M3 = 0.04  # stacked m3 the stove gets through in one evening


def stacked_volume(length, height, depth):
    """Volume of a stack in m3 (sides in metres), to 2 decimal places.

    Every side must be more than 0, else ValueError.
    """
    if min(length, height, depth) <= 0:
        raise ValueError("every side must be more than 0")
    return round(length * height * depth, 2)


def loose_to_order(stacked_m3):
    """Whole loose m3 to order to fill ``stacked_m3`` of stacked space, rounded up."""
    if stacked_m3 <= 0:
        raise ValueError("space must be more than 0")
    return math.ceil(round(stacked_m3 / STACKED_PER_LOOSE, 6))


def order_price(loose_m3, zone):
    """Price of an order of ``loose_m3`` loose m3 delivered to ``zone``, to 2 places.

    loose_m3 must be a whole number, 1 or more, and zone one of DELIVERY,
    else ValueError. Delivery is free from FREE_DELIVERY_FROM m3 up.
    """
    if not isinstance(loose_m3, int) or isinstance(loose_m3, bool) or loose_m3 < 1:
        raise ValueError("order whole cubic metres, at least 1")
    if zone not in DELIVERY:
        raise ValueError(f"I don't deliver to zone {zone!r}")
    delivery = 0.0 if loose_m3 >= FREE_DELIVERY_FROM else DELIVERY[zone]
    return round(loose_m3 * PRICE_PER_LOOSE_M3 + delivery, 2)


def ready_date(cut, species):
    """When wood cut on ``cut`` (a date) is seasoned: SEASONING_MONTHS later.

    Species in any capitals; one not in SEASONING_MONTHS is a ValueError.
    If the day doesn't exist in that month (31 August + 18 months), it's
    the last day of that month.
    """
    key = species.strip().lower()
    if key not in SEASONING_MONTHS:
        raise ValueError(f"don't know how long {species!r} takes")
    months = cut.month - 1 + SEASONING_MONTHS[key]
    year, month = cut.year + months // 12, months % 12 + 1
    day = min(cut.day, calendar.monthrange(year, month)[1])
    return cut.replace(year=year, month=month, day=day)


def ready_to_burn(readings):
    """True if the wood is dry enough: the WETTEST moisture reading (%) is at
    or below DRY_ENOUGH. Readings must be 0 to 100 and there must be at least
    one, else ValueError.
    """
    if not readings:
        raise ValueError("no readings")
    if any(not 0 <= r <= 100 for r in readings):
        raise ValueError("moisture readings are 0 to 100")
    return max(readings) <= DRY_ENOUGH


def weeks_of_heating(stacked_m3, evenings_per_week=5):
    """Whole weeks the stack lasts with the stove lit ``evenings_per_week`` evenings."""
    if stacked_m3 < 0 or not 1 <= evenings_per_week <= 7:
        raise ValueError("bad stack or evenings")
    return math.floor(round(stacked_m3 / (EVENING_M3 * evenings_per_week), 6))
