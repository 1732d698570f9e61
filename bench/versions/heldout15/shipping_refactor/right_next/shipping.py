"""Parcel shipping prices."""

RATES = dict(
    domestic=[(1, 4.50), (5, 7.00), (20, 12.00)],
    eu=[(1, 9.00), (5, 15.00), (10, 22.50), (20, 28.00)],
    world=[(0.5, 11.00), (1, 15.00), (5, 32.00), (10, 55.00)],
)

EXPRESS = {"factor": 1.5, "minimum": 10.0}


def zone_rate(zone, weight_kg):
    table = RATES.get(zone)
    if table is None:
        raise ValueError("unknown zone: %s" % zone)
    price = next((p for limit, p in table if weight_kg <= limit), None)
    if price is None:
        raise ValueError("%s kg is over the %s kg limit for %s" % (weight_kg, table[-1][0], zone))
    return price


def shipping_cost(weight_kg, zone, express=False):
    if not weight_kg > 0:
        raise ValueError("weight must be positive")
    cost = zone_rate(zone, weight_kg)
    if express:
        cost = max(EXPRESS["minimum"], cost * EXPRESS["factor"])
    return round(cost, 2)
