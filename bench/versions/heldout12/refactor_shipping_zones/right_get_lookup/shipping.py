"""Shipping cost rules for the web shop."""

ZONES = {
    "domestic": dict(base=4.99, per_kg=1.20, free_over=50, cap=None),
    "europe": dict(base=9.50, per_kg=2.75, free_over=120, cap=None),
    "world": dict(base=19.00, per_kg=4.10, free_over=250, cap=80),
    "island": dict(base=14.00, per_kg=3.50, free_over=None, cap=60),
}


def shipping_cost(zone, weight_kg, order_total):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    rule = ZONES.get(zone)
    if rule is None:
        raise ValueError(f"unknown zone: {zone}")
    free_over = rule["free_over"]
    if free_over is not None and order_total >= free_over:
        return 0.0
    cost = rule["base"] + rule["per_kg"] * weight_kg
    cap = rule["cap"]
    if cap is not None:
        cost = min(cost, float(cap))
    return round(cost, 2)
