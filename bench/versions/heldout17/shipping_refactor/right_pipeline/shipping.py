"""Shipping quotes: a rate table plus a few adjustments applied in order."""
from math import ceil

RATES = dict(
    domestic=(4.50, 7.20, 1.15),
    eu=(9.00, 14.30, 2.05),
    world=(12.15, 19.95, 4.25),
)


def base_price(weight_kg, zone):
    if not weight_kg > 0:
        raise ValueError("weight must be positive")
    if zone not in RATES.keys():
        raise ValueError(f"unknown zone: {zone}")
    first_kg, to_five_kg, extra_kg = RATES[zone]
    if weight_kg <= 1:
        price = first_kg
    elif weight_kg <= 5:
        price = to_five_kg
    else:
        extra = ceil(weight_kg - 5)
        price = to_five_kg + extra * extra_kg
    return price


def _express(price, order):
    return price * 1.5 if order.get("express") else price


def _bulk(price, order):
    return price + 2.50 if order.get("items", 1) > 10 else price


def _coupon(price, order):
    if order.get("coupon") == "FREESHIP" and order["zone"] == "domestic":
        return 0.0
    return price


ADJUSTMENTS = (_express, _bulk, _coupon)


def quote(order):
    price = base_price(order["weight_kg"], order["zone"])
    for adjust in ADJUSTMENTS:
        price = adjust(price, order)
    return round(price, 2)
