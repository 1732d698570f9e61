"""Shipping cost rules for the web shop."""


def shipping_cost(zone, weight_kg, order_total):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if zone == "domestic":
        if order_total >= 50:
            return 0.0
        cost = 4.99 + 1.20 * weight_kg
        return round(cost, 2)
    elif zone == "europe":
        if order_total >= 120:
            return 0.0
        cost = 9.50 + 2.75 * weight_kg
        return round(cost, 2)
    elif zone == "world":
        if order_total >= 250:
            return 0.0
        cost = 19.00 + 4.10 * weight_kg
        if cost > 80:
            cost = 80.0
        return round(cost, 2)
    else:
        raise ValueError(f"unknown zone: {zone}")
