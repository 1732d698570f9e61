"""Parcel shipping prices."""


def shipping_cost(weight_kg, zone, express=False):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if zone == "domestic":
        if weight_kg <= 1:
            cost = 4.50
        elif weight_kg <= 5:
            cost = 7.00
        elif weight_kg <= 20:
            cost = 12.00
        else:
            raise ValueError(f"{weight_kg} kg is over the 20 kg limit for domestic")
        if express:
            cost = cost * 1.5
            if cost < 10:
                cost = 10.0
    elif zone == "eu":
        if weight_kg <= 1:
            cost = 9.00
        elif weight_kg <= 5:
            cost = 15.00
        elif weight_kg <= 10:
            cost = 22.50
        elif weight_kg <= 20:
            cost = 28.00
        else:
            raise ValueError(f"{weight_kg} kg is over the 20 kg limit for eu")
        if express:
            cost = cost * 1.5
            if cost < 10:
                cost = 10.0
    elif zone == "world":
        if weight_kg <= 0.5:
            cost = 11.00
        elif weight_kg <= 1:
            cost = 15.00
        elif weight_kg <= 5:
            cost = 32.00
        elif weight_kg <= 10:
            cost = 55.00
        else:
            raise ValueError(f"{weight_kg} kg is over the 10 kg limit for world")
        if express:
            cost = cost * 1.5
            if cost < 10:
                cost = 10.0
    else:
        raise ValueError(f"unknown zone: {zone}")
    return round(cost, 2)
