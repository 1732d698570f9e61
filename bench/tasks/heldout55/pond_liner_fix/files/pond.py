"""Working out what to buy for a garden pond: the liner, how much water it
holds and which pump it needs. Lengths in metres."""

import math

OVERLAP = 0.3  # liner tucked under the edging stones, on every side
PUMPS = [1500, 2500, 3500, 5000, 7500, 10000]  # litres an hour, the sizes the shop sells


def _check(*sizes):
    for size in sizes:
        if size <= 0:
            raise ValueError("sizes must be more than 0")


def _to_liner_size(metres):
    """Liners come in half-metre steps: the size of liner that covers ``metres``."""
    return round(metres * 2) / 2


def liner_size(length, width, depth, overlap=OVERLAP):
    """(liner length, liner width) for a pond of this size.

    The liner has to go down one side, across the bottom and up the other,
    with ``overlap`` spare at each edge: length + 2 * depth + 2 * overlap
    (the same for the width), each taken to a size the liner comes in.
    length, width and depth must be more than 0 and overlap can't be
    negative, else ValueError.
    """
    _check(length, width, depth)
    if overlap < 0:
        raise ValueError("overlap can't be negative")
    extra = 2 * depth + 2 * overlap
    return _to_liner_size(length + extra), _to_liner_size(width + extra)


def volume_litres(length, width, depth, shape="rectangle"):
    """Litres of water, to the nearest whole litre.

    shape is "rectangle" (length x width x depth) or "oval" (an ellipse with
    that length and width, so pi/4 of the rectangle). Anything else, or a
    size of 0 or less, is a ValueError.
    """
    _check(length, width, depth)
    cubic = length * width * depth
    if shape == "oval":
        cubic *= math.pi / 4
    elif shape != "rectangle":
        raise ValueError(f"unknown shape {shape!r}")
    return round(cubic * 1000)


def pump_for(litres, fish=False):
    """The smallest pump in PUMPS that is big enough.

    Without fish the water should go through the filter once every 2 hours
    (litres / 2 an hour); with fish, once an hour. More than the biggest pump
    can do, or litres of 0 or less, is a ValueError.
    """
    _check(litres)
    need = litres if fish else litres / 2
    for size in PUMPS:
        if size >= need:
            return size
    raise ValueError("too big for one pump")
