"""Parcel shipping prices."""


def shipping_cost(weight_kg, zone, express=False):
    """Price in EUR for a parcel, rounded to cents."""
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if zone == "domestic":
        cost = 4.50 + 1.20 * weight_kg
        if express:
            cost = cost * 1.5
        if weight_kg > 20:
            cost = cost + 12.00
    elif zone == "europe":
        cost = 9.50 + 2.75 * weight_kg
        if express:
            cost = cost * 1.5
        if weight_kg > 20:
            cost = cost + 12.00
    elif zone == "world":
        cost = 15.00 + 4.10 * weight_kg
        if express:
            cost = cost * 1.5
        if weight_kg > 20:
            cost = cost + 12.00
    else:
        raise ValueError("unknown zone: " + str(zone))
    return round(cost, 2)
