import math
from decimal import Decimal, ROUND_CEILING, ROUND_HALF_UP

COVERAGE = {
    "matt": Decimal("12.5"),
    "silk": Decimal("10"),
    "gloss": Decimal("8"),
}
FINISH_FACTOR = {
    "matt": Decimal("1"),
    "silk": Decimal("1.10"),
    "gloss": Decimal("1.25"),
}
CANS = [
    (Decimal("5"), Decimal("34.90")),
    (Decimal("2.5"), Decimal("19.90")),
    (Decimal("1"), Decimal("8.90")),
]
DOOR_AREA = Decimal("1.9")
WINDOW_AREA = Decimal("1.5")


def _dec(value):
    return Decimal(str(value))


def wall_area(room):
    l, w, h = _dec(room["length"]), _dec(room["width"]), _dec(room["height"])
    if min(l, w, h) <= 0:
        raise ValueError("room dimensions must be positive")
    doors = room.get("doors", 0)
    windows = room.get("windows", 0)
    if doors < 0:
        raise ValueError("doors can't be negative")
    if windows < 0:
        raise ValueError("windows can't be negative")
    openings = doors * DOOR_AREA + windows * WINDOW_AREA
    area = 2 * (l + w) * h - openings
    return area if area > 0 else Decimal("0")


def litres_needed(area, coats, finish):
    if type(coats) != int or coats < 1:
        raise ValueError("coats must be a whole number >= 1")
    try:
        coverage = COVERAGE[finish]
    except (KeyError, TypeError):
        raise ValueError("unknown finish: " + str(finish)) from None
    return (area * coats / coverage).quantize(Decimal("0.1"), rounding=ROUND_CEILING)


def choose_cans(litres):
    (big, _), (mid, _), (small, _) = CANS
    n_big = int(litres // big)
    rest = litres - n_big * big
    n_mid = int(rest // mid)
    rest -= n_mid * mid
    n_small = int(math.ceil(rest / small))
    return {str(big): n_big, str(mid): n_mid, str(small): n_small}


def paint_order(rooms, coats=2, finish="matt"):
    if type(coats) != int or coats < 1:
        raise ValueError("coats must be a whole number >= 1")
    if finish not in COVERAGE:
        raise ValueError("unknown finish: " + str(finish))
    area = sum((wall_area(r) for r in rooms), Decimal("0"))
    litres = litres_needed(area, coats, finish)
    cans = choose_cans(litres)
    cost = Decimal("0")
    for size, price in CANS:
        cost += cans[str(size)] * price
    cost = (cost * FINISH_FACTOR[finish]).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return {"area": area, "litres": litres, "cans": cans, "cost": cost}
