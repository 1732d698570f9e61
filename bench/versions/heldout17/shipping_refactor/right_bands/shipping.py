import math

RATES = {
    "domestic": (4.50, 7.20, 1.15),
    "eu": (9.00, 14.30, 2.05),
    "world": (12.15, 19.95, 4.25),
}


def base_price(weight_kg, zone):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    try:
        small, medium, per_kg = RATES[zone]
    except (KeyError, TypeError):
        raise ValueError("unknown zone: " + str(zone)) from None
    if weight_kg > 5:
        return medium + math.ceil(weight_kg - 5) * per_kg
    return small if weight_kg <= 1 else medium


def _with_extras(price, order):
    if order.get("express"):
        price *= 1.5
    if order.get("items", 1) > 10:
        price += 2.50
    return price


def _coupon_applies(order, zone):
    return order.get("coupon") == "FREESHIP" and zone == "domestic"


def quote(order):
    weight = order["weight_kg"]
    zone = order["zone"]
    price = _with_extras(base_price(weight, zone), order)
    if _coupon_applies(order, zone):
        price = 0.0
    return round(price, 2)
