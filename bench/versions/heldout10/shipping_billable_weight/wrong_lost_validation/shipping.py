"""Parcel shipping prices, in cents."""

import math

ZONE_BASE = {1: 900, 2: 1400, 3: 2100}


def billable_weight(weight_kg):
    """Weight charged for: rounded up to the next 0.5 kg, at least 1 kg."""
    billable = math.ceil(weight_kg * 2) / 2
    return max(billable, 1.0)


def domestic_cost(weight_kg):
    """Price in cents of a domestic parcel."""
    return 450 + int(billable_weight(weight_kg) * 120)


def international_cost(weight_kg, zone):
    """Price in cents of a parcel sent abroad to zone 1, 2 or 3."""
    billable = billable_weight(weight_kg)
    if zone not in ZONE_BASE:
        raise ValueError(f"unknown zone: {zone}")
    return ZONE_BASE[zone] + int(billable * 350)
