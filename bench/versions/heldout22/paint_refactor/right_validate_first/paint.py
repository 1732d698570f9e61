from decimal import Decimal, ROUND_CEILING, ROUND_HALF_UP

COVERAGE = {"matt": Decimal("12.5"), "silk": Decimal("10"), "gloss": Decimal("8")}
FINISH_FACTOR = {"matt": Decimal("1"), "silk": Decimal("1.10"), "gloss": Decimal("1.25")}
CANS = [(Decimal("5"), Decimal("34.90")), (Decimal("2.5"), Decimal("19.90")), (Decimal("1"), Decimal("8.90"))]
DOOR_AREA = Decimal("1.9")
WINDOW_AREA = Decimal("1.5")

CENT = Decimal("0.01")
DECILITRE = Decimal("0.1")


def _validate(coats, finish):
    if type(coats) is not int or coats < 1:
        raise ValueError("coats must be a whole number >= 1")
    if finish not in ("matt", "silk", "gloss") or finish not in COVERAGE:
        raise ValueError(f"unknown finish: {finish}")


def wall_area(room):
    sizes = [Decimal(str(room[key])) for key in ("length", "width", "height")]
    if any(s <= 0 for s in sizes):
        raise ValueError("room dimensions must be positive")
    length, width, height = sizes
    doors, windows = room.get("doors", 0), room.get("windows", 0)
    if doors < 0:
        raise ValueError("doors can't be negative")
    if windows < 0:
        raise ValueError("windows can't be negative")
    walls = 2 * (length + width) * height
    walls -= doors * DOOR_AREA
    walls -= windows * WINDOW_AREA
    return max(walls, Decimal(0))


def litres_needed(area, coats, finish):
    _validate(coats, finish)
    return (area * coats / COVERAGE[finish]).quantize(DECILITRE, rounding=ROUND_CEILING)


def choose_cans(litres):
    result = {}
    remaining = litres
    *bigger, smallest = CANS
    for size, _ in bigger:
        n, remaining = divmod(remaining, size)
        result[str(size)] = int(n)
    size = smallest[0]
    n = remaining // size + (1 if remaining % size else 0)
    result[str(size)] = int(n)
    return result


def _cost(cans, finish):
    raw = sum((cans[str(size)] * price for size, price in CANS), Decimal(0))
    return (raw * FINISH_FACTOR[finish]).quantize(CENT, rounding=ROUND_HALF_UP)


def paint_order(rooms, coats=2, finish="matt"):
    _validate(coats, finish)
    area = Decimal("0")
    for room in rooms:
        area = area + wall_area(room)
    litres = litres_needed(area, coats, finish)
    cans = choose_cans(litres)
    return {"area": area, "litres": litres, "cans": cans, "cost": _cost(cans, finish)}
