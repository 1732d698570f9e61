"""Prices for the picture framing shop. Sizes in cm, money in pounds."""

import math

MOULDINGS = {"pine": 8.50, "black": 9.75, "oak": 14.00, "walnut": 18.50}  # per metre
WASTE_CM = 20  # extra moulding for cutting the mitred corners
GLASS_PER_M2 = 42.00
GLASS_MINIMUM = 6.00  # no piece of glass costs less than this
MOUNT = 12.00  # a mount (the card border round the picture), any width
FITTING = 15.00  # our labour, charged on every frame


def outer_size(width, height, border=0):
    """Size inside the frame: the picture plus the mount border on every side.
    width and height must be more than 0 and border 0 or more, else ValueError."""
    if width <= 0 or height <= 0 or border < 0:
        raise ValueError("sizes must be positive")
    return width + border, height + border


def moulding_metres(width, height, border=0):
    """Moulding to cut: the outer size's perimeter plus WASTE_CM, in metres, rounded UP to
    the next 0.1 m."""
    w, h = outer_size(width, height, border)
    cm = 2 * (w + h) + WASTE_CM
    return round(cm / 100, 1)


def glass_price(width, height, border=0):
    """Glass for the outer size at GLASS_PER_M2, never less than GLASS_MINIMUM, to 2 d.p."""
    w, h = outer_size(width, height, border)
    return round(min(GLASS_MINIMUM, w * h / 10000 * GLASS_PER_M2), 2)


def frame_price(width, height, moulding="oak", border=0, glass=True):
    """The whole frame: moulding, the mount if there's a border, glass if wanted, and
    fitting. Rounded to 2 decimal places. An unknown moulding is a ValueError."""
    if moulding not in MOULDINGS:
        raise ValueError(f"we don't stock {moulding!r}")
    price = moulding_metres(width, height, border) * MOULDINGS[moulding] + FITTING
    if border:
        price += MOUNT
    if glass:
        price += glass_price(width, height, border)
    return round(price, 2)
