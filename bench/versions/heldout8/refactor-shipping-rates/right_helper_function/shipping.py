"""Parcel shipping prices, in integer cents."""

import math

HEAVY_KG = 20
HEAVY_SURCHARGE = 1000

RATES = {
    "domestic": (500, 120),
    "europe": (900, 250),
    "world": (1500, 400),
    "express": (2500, 300),
}


def _rates_for(zone):
    rates = RATES.get(zone)
    if rates is None:
        raise ValueError(f"unknown zone: {zone}")
    return rates


def shipping_cost(weight_kg, zone):
    """Price in cents to ship a parcel of weight_kg to zone."""
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    base, per_kg = _rates_for(zone.strip().lower())
    kg = math.ceil(weight_kg)
    surcharge = HEAVY_SURCHARGE if kg > HEAVY_KG else 0
    return base + per_kg * kg + surcharge


def cheapest_zone(weight_kg, zones):
    """The zone of zones with the lowest price (the first one on a tie)."""
    return min(zones, key=lambda z: shipping_cost(weight_kg, z))
