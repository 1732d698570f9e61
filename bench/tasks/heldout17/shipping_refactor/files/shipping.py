import math


def quote(order):
    # order = {"weight_kg": float, "zone": "domestic"|"eu"|"world",
    #          "express": bool (optional), "items": int (optional), "coupon": str (optional)}
    w = order["weight_kg"]
    z = order["zone"]
    if w <= 0:
        raise ValueError("weight must be positive")
    if z == "domestic":
        if w <= 1:
            p = 4.50
        elif w <= 5:
            p = 7.20
        else:
            p = 7.20 + math.ceil(w - 5) * 1.15
    elif z == "eu":
        if w <= 1:
            p = 9.00
        elif w <= 5:
            p = 14.30
        else:
            p = 14.30 + math.ceil(w - 5) * 2.05
    elif z == "world":
        if w <= 1:
            p = 12.15
        elif w <= 5:
            p = 19.95
        else:
            p = 19.95 + math.ceil(w - 5) * 4.25
    else:
        raise ValueError("unknown zone: " + str(z))
    if order.get("express"):
        p = p * 1.5
    if order.get("items", 1) > 10:
        p = p + 2.50
    if order.get("coupon") == "FREESHIP" and z == "domestic":
        p = 0.0
    return round(p, 2)
