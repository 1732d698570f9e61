"""Parcel shipping prices."""
from bisect import bisect_left

RATES = {
    "domestic": [(1, 4.50), (5, 7.00), (20, 12.00)],
    "eu": [(1, 9.00), (5, 15.00), (10, 22.50), (20, 28.00)],
    "world": [(0.5, 11.00), (1, 15.00), (5, 32.00), (10, 55.00)],
}


def zone_rate(zone, weight_kg):
    try:
        brackets = RATES[zone]
    except KeyError:
        raise ValueError(f"unknown zone: {zone}") from None
    limits = [limit for limit, _ in brackets]
    i = bisect_left(limits, weight_kg)
    if i == len(limits):
        raise ValueError(f"{weight_kg} kg is over the {limits[-1]} kg limit for {zone}")
    return brackets[i][1]


def _express(cost):
    cost = cost * 1.5
    return 10.0 if cost < 10 else cost


def shipping_cost(weight_kg, zone, express=False):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    cost = zone_rate(zone, weight_kg)
    return round(_express(cost) if express else cost, 2)
