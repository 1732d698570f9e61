"""Parcel shipping prices, in cents."""

import math

ZONE_BASE = {1: 900, 2: 1400, 3: 2100}
STEP_KG = 0.5
MIN_KG = 1.0


def billable_weight(weight_kg):
    if not weight_kg > 0:
        raise ValueError("weight must be positive")
    steps = math.ceil(weight_kg / STEP_KG)
    return max(MIN_KG, steps * STEP_KG)


def domestic_cost(weight_kg):
    """Price in cents of a domestic parcel."""
    weight = billable_weight(weight_kg)
    return 450 + int(weight * 120)


def international_cost(weight_kg, zone):
    """Price in cents of a parcel sent abroad to zone 1, 2 or 3."""
    weight = billable_weight(weight_kg)
    try:
        base = ZONE_BASE[zone]
    except KeyError:
        raise ValueError(f"unknown zone: {zone}") from None
    return base + int(weight * 350)
