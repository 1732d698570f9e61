"""Prices and collection days for my knife and tool sharpening service."""

from datetime import date, timedelta

BANDS = [(15, 4.00), (25, 5.00)]  # blade length up to (cm): price
LONG_BLADE = 7.00  # anything longer than the last band
SERRATED_EXTRA = 2.00  # serrated edges take longer
MIN_ORDER = 10.00
TURNAROUND = 3  # working days; I don't work Sundays


def blade_price(length_cm, serrated=False):
    """Price for one blade of this length (cm, more than 0, else ValueError)."""
    if length_cm <= 0:
        raise ValueError("blade length must be more than 0")
    price = LONG_BLADE
    for up_to, band_price in BANDS:
        if length_cm <= up_to:
            price = band_price
            break
    if serrated:
        price += SERRATED_EXTRA
    return price


def order_total(blades):
    """Total for a list of (length_cm, serrated) blades; never less than MIN_ORDER.

    An empty list is a ValueError.
    """
    if not blades:
        raise ValueError("nothing to sharpen")
    total = 0.0
    extra = 0.0
    for length, serrated in blades:
        if serrated:
            extra = SERRATED_EXTRA
        total += blade_price(length) + extra
    return round(max(total, MIN_ORDER), 2)


def collection_day(dropped_off):
    """The day the order is ready: TURNAROUND working days after drop-off, Sundays skipped."""
    day = dropped_off
    left = TURNAROUND
    while left:
        day += timedelta(days=1)
        if day.weekday() != 6:
            left -= 1
    return day


def ticket(blades, dropped_off):
    """The ticket I hand over, e.g. "3 blades, £15.00, ready Thu 06 Jun"."""
    n = len(blades)
    return (f"{n} blade{'s' if n != 1 else ''}, £{order_total(blades):.2f}, "
            f"ready {collection_day(dropped_off):%a %d %b}")
