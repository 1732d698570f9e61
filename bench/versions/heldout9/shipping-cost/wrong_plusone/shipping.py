"""Shipping prices in cents."""
import math

ZONES = {
    "domestic": (500, 100),
    "eu": (900, 250),
    "world": (1500, 400),
}

MAX_WEIGHT_KG = 30


def shipping_cost(weight_kg, zone):
    """Return the shipping price in cents for a parcel of weight_kg to zone."""
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if weight_kg > MAX_WEIGHT_KG:
        raise ValueError("parcel too heavy")
    try:
        base, per_kg = ZONES[zone.lower()]
    except KeyError:
        raise ValueError(f"unknown zone: {zone!r}") from None
    return base + per_kg * (int(weight_kg) + 1)
