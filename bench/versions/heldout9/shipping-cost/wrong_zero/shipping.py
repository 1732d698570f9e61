def shipping_cost(weight_kg, zone):
    zone_key = str(zone).strip().lower()
    if zone_key == "domestic":
        base, rate = 500, 100
    elif zone_key == "eu":
        base, rate = 900, 250
    elif zone_key == "world":
        base, rate = 1500, 400
    else:
        raise ValueError("unknown zone " + str(zone))
    if weight_kg < 0 or weight_kg > 30:
        raise ValueError("weight out of range")
    kilos = int(weight_kg)
    if kilos < weight_kg:
        kilos += 1
    return int(base + rate * kilos)
