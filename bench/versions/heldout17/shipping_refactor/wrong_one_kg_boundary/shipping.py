"""Shipping quotes."""
import math

# zone -> (up_to_1kg, up_to_5kg, per_extra_kg)
RATES = {
    "domestic": (4.50, 7.20, 1.15),
    "eu": (9.00, 14.30, 2.05),
    "world": (12.15, 19.95, 4.25),
}

EXPRESS_FACTOR = 1.5
BULK_ITEMS = 10
BULK_SURCHARGE = 2.50


def base_price(weight_kg, zone):
    """Weight-based price for zone, before express, surcharge and coupon."""
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if zone not in RATES:
        raise ValueError("unknown zone: " + str(zone))
    up_to_1kg, up_to_5kg, per_extra_kg = RATES[zone]
    if weight_kg < 1:
        return up_to_1kg
    if weight_kg <= 5:
        return up_to_5kg
    return up_to_5kg + math.ceil(weight_kg - 5) * per_extra_kg


def quote(order):
    zone = order["zone"]
    price = base_price(order["weight_kg"], zone)
    if order.get("express"):
        price = price * EXPRESS_FACTOR
    if order.get("items", 1) > BULK_ITEMS:
        price = price + BULK_SURCHARGE
    if order.get("coupon") == "FREESHIP" and zone == "domestic":
        price = 0.0
    return round(price, 2)
