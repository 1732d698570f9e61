"""Baggage rules for the check-in kiosk."""

CABIN_SIZER = (55, 40, 23)
CABIN_MAX_KG = 10
FREE_CHECKED_KG = 23
MAX_CHECKED_KG = 32
OVERWEIGHT_FEE = 50


def fits_cabin(length, width, height, weight_kg):
    dims = (length, width, height)
    if any(d <= 0 for d in dims) or weight_kg <= 0:
        raise ValueError("dimensions and weight must be positive")
    fits = all(d <= limit for d, limit in zip(sorted(dims), sorted(CABIN_SIZER)))
    return fits and weight_kg <= CABIN_MAX_KG


def checked_fee(weight_kg):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if weight_kg > MAX_CHECKED_KG:
        raise ValueError("too heavy for checked baggage")
    return 0 if weight_kg <= FREE_CHECKED_KG else OVERWEIGHT_FEE
