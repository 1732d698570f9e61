"""Shipping cost rules for the web shop."""

ZONES = {
    "domestic": {"base": 4.99, "per_kg": 1.20, "free_over": 50, "cap": None},
    "europe": {"base": 9.50, "per_kg": 2.75, "free_over": 120, "cap": None},
    "world": {"base": 19.00, "per_kg": 4.10, "free_over": 250, "cap": 80.0},
    "island": {"base": 14.00, "per_kg": 3.50, "free_over": None, "cap": 60.0},
}


def shipping_cost(zone, weight_kg, order_total):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    try:
        rates = ZONES[zone]
    except KeyError:
        raise ValueError(f"unknown zone: {zone}") from None
    if rates["free_over"] is not None and order_total > rates["free_over"]:
        return 0.0
    cost = rates["base"] + rates["per_kg"] * weight_kg
    if rates["cap"] is not None and cost > rates["cap"]:
        cost = rates["cap"]
    return round(cost, 2)
