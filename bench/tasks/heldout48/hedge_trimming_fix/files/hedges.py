"""Quotes for my hedge trimming round. Lengths and heights in metres, money in pounds."""

import math

# height bands: a hedge up to and including this height (metres) is in that band
HEIGHT_BANDS = [(1.0, "low"), (2.0, "medium"), (3.5, "tall")]
RATE_PER_METRE = {"low": 1.20, "medium": 2.00, "tall": 3.50}
METRES_PER_LOAD = 15  # one trailer load of cuttings per 15 m of hedge (or part of it)
WASTE_PER_LOAD = 12.0
MIN_CHARGE = 35.0  # the least I charge for a visit


def height_band(height):
    """The band a hedge of this height is in: 'low', 'medium' or 'tall'.

    0 or less is a ValueError, and so is anything over 3.5 m (I don't do those).
    """
    if height <= 0:
        raise ValueError("height must be more than 0")
    for limit, band in HEIGHT_BANDS:
        if height < limit:
            return band
    raise ValueError("over 3.5 m needs a tower, I don't take those on")


def trim_price(length, height):
    """Price for trimming one hedge: its length times the rate for its band, to 2 places."""
    if length <= 0:
        raise ValueError("length must be more than 0")
    return round(length * RATE_PER_METRE[height_band(height)], 2)


def waste_loads(total_length):
    """Trailer loads of cuttings for this many metres of hedge (whole loads)."""
    if total_length <= 0:
        raise ValueError("length must be more than 0")
    return math.ceil(total_length / METRES_PER_LOAD)


def quote(hedges, take_waste=True):
    """A quote for a garden: hedges is a list of (length, height).

    Returns {"trimming": ..., "waste": ..., "total": ...}. The waste is charged
    on the total length of all the hedges. The total is never under MIN_CHARGE.
    """
    if not hedges:
        raise ValueError("no hedges to quote for")
    trimming = round(sum(trim_price(length, height) for length, height in hedges), 2)
    waste = 0.0
    if take_waste:
        waste = waste_loads(sum(length for length, _ in hedges)) * WASTE_PER_LOAD
    total = round(max(MIN_CHARGE, trimming + waste), 2)
    return {"trimming": trimming, "waste": waste, "total": total}
