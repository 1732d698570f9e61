"""Shipping cost rules for the web shop."""

ZONES = {}


def _zone(name, base, per_kg, free_over=None, cap=None):
    ZONES[name] = {"base": base, "per_kg": per_kg, "free_over": free_over, "cap": cap}


_zone("domestic", 4.99, 1.20, free_over=50)
_zone("europe", 9.50, 2.75, free_over=120)
_zone("world", 19.00, 4.10, free_over=250, cap=80.0)
_zone("island", 14.00, 3.50, cap=60.0)


def _is_free(rates, order_total):
    return rates["free_over"] is not None and order_total >= rates["free_over"]


def shipping_cost(zone, weight_kg, order_total):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if zone not in ZONES:
        raise ValueError(f"unknown zone: {zone}")
    rates = ZONES[zone]
    if _is_free(rates, order_total):
        return 0.0
    cost = rates["base"] + rates["per_kg"] * weight_kg
    if rates["cap"] is not None and cost > rates["cap"]:
        cost = float(rates["cap"])
    return round(cost, 2)
