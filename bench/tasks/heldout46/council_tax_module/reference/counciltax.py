"""Council tax: band charges, the single person discount, and monthly instalments."""

import math

NINTHS = {"A": 6, "B": 7, "C": 8, "D": 9, "E": 11, "F": 13, "G": 15, "H": 18}


def band_charge(band, band_d):
    """The year's charge for a band, as ninths of the band D charge, to the penny."""
    key = band.strip().upper() if isinstance(band, str) else None
    if key not in NINTHS:
        raise ValueError(f"no such band: {band!r}")
    if band_d <= 0:
        raise ValueError("the band D charge must be more than 0")
    return round(band_d * NINTHS[key] / 9, 2)


def yearly_bill(band, band_d, adults=2):
    """The bill: one adult gets 25% off, no adults pays nothing, to the penny."""
    if not isinstance(adults, int) or isinstance(adults, bool) or adults < 0:
        raise ValueError("adults must be a whole number, 0 or more")
    charge = band_charge(band, band_d)
    if adults == 0:
        return 0.0
    if adults == 1:
        return round(charge * 0.75, 2)
    return charge


def instalments(total, months=10):
    """Monthly payments: all but the first are total / months rounded down to whole pounds,
    the first takes what's left."""
    if not isinstance(months, int) or isinstance(months, bool) or not 1 <= months <= 12:
        raise ValueError("months must be a whole number from 1 to 12")
    if total < 0:
        raise ValueError("the total can't be negative")
    later = math.floor(round(total / months, 9))
    first = round(total - later * (months - 1), 2)
    return [first] + [float(later)] * (months - 1)
