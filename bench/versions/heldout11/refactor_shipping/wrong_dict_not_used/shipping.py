"""Parcel shipping prices."""

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
    if zone == "domestic":
        cost = 4.50 + 1.20 * weight_kg
    elif zone == "europe":
        cost = 9.50 + 2.75 * weight_kg
    elif zone == "world":
        cost = 15.00 + 4.10 * weight_kg
    else:
        raise ValueError("unknown zone: " + str(zone))
    if express:
        cost = cost * EXPRESS_FACTOR
    if weight_kg > HEAVY_LIMIT_KG:
        cost = cost + HEAVY_SURCHARGE
    return round(cost, 2)
