from decimal import Decimal, ROUND_CEILING

_RATES = [("domestic", 500, 100), ("eu", 900, 250), ("world", 1500, 400)]


def shipping_cost(weight_kg, zone):
    if weight_kg <= 0 or weight_kg > 30:
        raise ValueError(f"bad weight {weight_kg}")
    for name, base, per_kg in _RATES:
        if name == zone.casefold():
            started = int(Decimal(str(weight_kg)).to_integral_value(rounding=ROUND_CEILING))
            return base + per_kg * started
    raise ValueError(f"bad zone {zone}")
