"""Parcel shipping prices, in integer cents."""

import math

HEAVY_KG = 20
HEAVY_SURCHARGE = 1000


def shipping_cost(weight_kg, zone):
    """Price in cents to ship a parcel of weight_kg to zone.

    The weight is rounded up to whole kilograms; parcels over HEAVY_KG (after
    rounding) pay HEAVY_SURCHARGE on top. Zone names are case-insensitive.
    """
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    zone = zone.strip().lower()
    kg = math.ceil(weight_kg)
    if zone == "domestic":
        cost = 500 + 120 * kg
        if kg > HEAVY_KG:
            cost += HEAVY_SURCHARGE
    elif zone == "europe":
        cost = 900 + 250 * kg
        if kg > HEAVY_KG:
            cost += HEAVY_SURCHARGE
    elif zone == "world":
        cost = 1500 + 400 * kg
        if kg > HEAVY_KG:
            cost += HEAVY_SURCHARGE
    elif zone == "express":
        cost = 2500 + 300 * kg
        if kg > HEAVY_KG:
            cost += HEAVY_SURCHARGE
    else:
        raise ValueError(f"unknown zone: {zone}")
    return cost


def cheapest_zone(weight_kg, zones):
    """The zone of zones with the lowest price (the first one on a tie)."""
    return min(zones, key=lambda z: shipping_cost(weight_kg, z))
