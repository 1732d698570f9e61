import math
from decimal import Decimal, ROUND_CEILING, ROUND_HALF_UP


def paint_order(rooms, coats=2, finish="matt"):
    # rooms = list of dicts: length, width, height in metres, doors / windows = counts (optional)
    # returns {"area": m2 of wall for one coat, "litres": ..., "cans": {"5": n, "2.5": n, "1": n}, "cost": ...}
    if type(coats) != int or coats < 1:
        raise ValueError("coats must be a whole number >= 1")
    if finish != "matt" and finish != "silk" and finish != "gloss":
        raise ValueError("unknown finish: " + str(finish))
    area = Decimal("0")
    for room in rooms:
        l = Decimal(str(room["length"]))
        w = Decimal(str(room["width"]))
        h = Decimal(str(room["height"]))
        if l <= 0 or w <= 0 or h <= 0:
            raise ValueError("room dimensions must be positive")
        d = room.get("doors", 0)
        win = room.get("windows", 0)
        if d < 0:
            raise ValueError("doors can't be negative")
        if win < 0:
            raise ValueError("windows can't be negative")
        a = 2 * (l + w) * h
        a = a - d * Decimal("1.9")
        a = a - win * Decimal("1.5")
        if a < 0:
            a = Decimal("0")
        area = area + a
    # matt covers 12.5 m2 per litre, silk 10, gloss 8
    if finish == "matt":
        litres = area * coats / Decimal("12.5")
    else:
        if finish == "silk":
            litres = area * coats / Decimal("10")
        else:
            litres = area * coats / Decimal("8")
    litres = litres.quantize(Decimal("0.1"), rounding=ROUND_CEILING)
    # as many 5 l cans as possible, then 2.5 l, then 1 l cans for what's left
    fives = int(litres // Decimal("5"))
    left = litres - fives * Decimal("5")
    halves = int(left // Decimal("2.5"))
    left = left - halves * Decimal("2.5")
    ones = int(math.ceil(left))
    cost = fives * Decimal("34.90") + halves * Decimal("19.90") + ones * Decimal("8.90")
    if finish == "silk":
        cost = cost * Decimal("1.10")
    if finish == "gloss":
        cost = cost * Decimal("1.25")
    cost = cost.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return {"area": area, "litres": litres, "cans": {"5": fives, "2.5": halves, "1": ones},
            "cost": cost}
