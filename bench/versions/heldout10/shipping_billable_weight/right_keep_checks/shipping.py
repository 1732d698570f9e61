"""Parcel shipping prices, in cents."""

import math

ZONE_BASE = {1: 900, 2: 1400, 3: 2100}


def billable_weight(weight_kg):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    billable = math.ceil(weight_kg * 2) / 2  # round up to the next 0.5 kg
    if billable < 1:
        billable = 1.0
    return billable


def domestic_cost(weight_kg):
    """Price in cents of a domestic parcel."""
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    return 450 + int(billable_weight(weight_kg) * 120)


def international_cost(weight_kg, zone):
    """Price in cents of a parcel sent abroad to zone 1, 2 or 3."""
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if zone not in ZONE_BASE:
        raise ValueError(f"unknown zone: {zone}")
    return ZONE_BASE[zone] + int(billable_weight(weight_kg) * 350)
