"""Shipping cost rules for the web shop."""

# zone: (base, per_kg, free_over, cap)
ZONES = {
    "domestic": (4.99, 1.20, 50, None),
    "europe": (9.50, 2.75, 120, None),
    "world": (19.00, 4.10, 250, 80.0),
    "island": (14.00, 3.50, None, 60.0),
}


def shipping_cost(zone, weight_kg, order_total):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if zone not in ZONES:
        raise ValueError(f"unknown zone: {zone}")
    base, per_kg, free_over, cap = ZONES[zone]
    if free_over is not None and order_total >= free_over:
        return 0.0
    cost = base + per_kg * weight_kg
    if cap is not None and cost > cap:
        cost = cap
    return round(cost, 2)
