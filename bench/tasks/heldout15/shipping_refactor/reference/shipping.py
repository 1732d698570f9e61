"""Parcel shipping prices."""

# zone -> [(max_weight_kg, price), ...], ascending; the last max weight is the zone's limit
RATES = {
    "domestic": [(1, 4.50), (5, 7.00), (20, 12.00)],
    "eu": [(1, 9.00), (5, 15.00), (10, 22.50), (20, 28.00)],
    "world": [(0.5, 11.00), (1, 15.00), (5, 32.00), (10, 55.00)],
}

EXPRESS_FACTOR = 1.5
EXPRESS_MINIMUM = 10.0


def zone_rate(zone, weight_kg):
    """Base price for a parcel of weight_kg sent to zone."""
    if zone not in RATES:
        raise ValueError(f"unknown zone: {zone}")
    brackets = RATES[zone]
    for max_weight, price in brackets:
        if weight_kg <= max_weight:
            return price
    raise ValueError(f"{weight_kg} kg is over the {brackets[-1][0]} kg limit for {zone}")


def shipping_cost(weight_kg, zone, express=False):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    cost = zone_rate(zone, weight_kg)
    if express:
        cost = max(cost * EXPRESS_FACTOR, EXPRESS_MINIMUM)
    return round(cost, 2)
