"""Parcel shipping prices."""

# zone -> (base price, price per kg), in EUR
ZONE_RATES = {
    "domestic": (4.50, 1.20),
    "europe": (9.50, 2.75),
    "world": (15.00, 4.10),
}
EXPRESS_FACTOR = 1.5
HEAVY_LIMIT_KG = 20
HEAVY_SURCHARGE = 12.00


def shipping_cost(weight_kg, zone, express=False):
    """Price in EUR for a parcel, rounded to cents."""
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    try:
        base, per_kg = ZONE_RATES[zone]
    except (KeyError, TypeError):
        raise ValueError("unknown zone: " + str(zone)) from None
    cost = base + per_kg * weight_kg
    if express:
        cost = cost * EXPRESS_FACTOR
    if weight_kg > HEAVY_LIMIT_KG:
        cost = cost + HEAVY_SURCHARGE
    return round(cost, 2)
