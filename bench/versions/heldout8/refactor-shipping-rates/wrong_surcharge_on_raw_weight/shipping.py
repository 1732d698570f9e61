"""Parcel shipping prices, in integer cents."""

import math

HEAVY_KG = 20
HEAVY_SURCHARGE = 1000

# zone -> (base_cents, per_kg_cents)
RATES = {
    "domestic": (500, 120),
    "europe": (900, 250),
    "world": (1500, 400),
    "express": (2500, 300),
}


def shipping_cost(weight_kg, zone):
    """Price in cents to ship a parcel of weight_kg to zone.

    The weight is rounded up to whole kilograms; parcels over HEAVY_KG (after
    rounding) pay HEAVY_SURCHARGE on top. Zone names are case-insensitive.
    """
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    zone = zone.strip().lower()
    if zone not in RATES:
        raise ValueError(f"unknown zone: {zone}")
    base, per_kg = RATES[zone]
    kg = math.ceil(weight_kg)
    cost = base + per_kg * kg
    if weight_kg >= HEAVY_KG:
        cost += HEAVY_SURCHARGE
    return cost


def cheapest_zone(weight_kg, zones):
    """The zone of zones with the lowest price (the first one on a tie)."""
    return min(zones, key=lambda z: shipping_cost(weight_kg, z))
