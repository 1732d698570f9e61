"""Parcel shipping prices."""

ZONE_RATES = {
    "domestic": (4.50, 1.20),
    "europe": (9.50, 2.75),
    "world": (15.00, 4.10),
}

EXPRESS_FACTOR = 1.5
HEAVY_LIMIT_KG = 20
HEAVY_SURCHARGE = 12.00


def _rates_for(zone):
    rates = ZONE_RATES.get(zone) if isinstance(zone, str) else None
    if rates is None:
        raise ValueError("unknown zone: " + str(zone))
    return rates


def _apply_extras(cost, weight_kg, express):
    if express:
        cost = cost * EXPRESS_FACTOR
    if weight_kg > HEAVY_LIMIT_KG:
        cost = cost + HEAVY_SURCHARGE
    return cost


def shipping_cost(weight_kg, zone, express=False):
    """Price in EUR for a parcel, rounded to cents."""
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    base, per_kg = _rates_for(zone)
    return round(_apply_extras(base + per_kg * weight_kg, weight_kg, express), 2)
