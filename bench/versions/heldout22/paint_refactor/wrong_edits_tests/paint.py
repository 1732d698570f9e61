"""How much paint to buy for a set of rooms."""
import math
from decimal import Decimal, ROUND_CEILING, ROUND_HALF_UP

# m² of wall one litre covers, per finish
COVERAGE = {"matt": Decimal("12.5"), "silk": Decimal("10"), "gloss": Decimal("8")}
# price factor per finish
FINISH_FACTOR = {"matt": Decimal("1"), "silk": Decimal("1.10"), "gloss": Decimal("1.25")}
# (size in litres, price), biggest first
CANS = [(Decimal("5"), Decimal("34.90")), (Decimal("2.5"), Decimal("19.90")),
        (Decimal("1"), Decimal("8.90"))]
DOOR_AREA = Decimal("1.9")
WINDOW_AREA = Decimal("1.5")


def _check_finish(finish):
    if finish not in COVERAGE:
        raise ValueError("unknown finish: " + str(finish))


def _check_coats(coats):
    if type(coats) != int or coats < 1:
        raise ValueError("coats must be a whole number >= 1")


def wall_area(room):
    """Paintable wall area of one room in m² (walls minus doors and windows, at least 0)."""
    length = Decimal(str(room["length"]))
    width = Decimal(str(room["width"]))
    height = Decimal(str(room["height"]))
    if length <= 0 or width <= 0 or height <= 0:
        raise ValueError("room dimensions must be positive")
    doors = room.get("doors", 0)
    windows = room.get("windows", 0)
    if doors < 0:
        raise ValueError("doors can't be negative")
    if windows < 0:
        raise ValueError("windows can't be negative")
    area = 2 * (length + width) * height - doors * DOOR_AREA - windows * WINDOW_AREA
    return max(area, Decimal("0"))


def litres_needed(area, coats, finish):
    """Litres of paint for `coats` coats on `area` m², rounded up to 0.1 l."""
    _check_coats(coats)
    _check_finish(finish)
    litres = area * coats / COVERAGE[finish]
    return litres.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)


def choose_cans(litres):
    """As many of the biggest cans as fit, then the next size; the smallest covers the rest."""
    cans = {}
    left = litres
    for index, (size, _price) in enumerate(CANS):
        if index == len(CANS) - 1:
            count = int(math.ceil(left / size))
        else:
            count = int(left // size)
        cans[str(size)] = count
        left -= count * size
    return cans


def can_cost(cans, finish):
    """Price of the cans for a finish, rounded to cents (half up)."""
    total = sum(cans[str(size)] * price for size, price in CANS)
    total = Decimal(total) * FINISH_FACTOR[finish]
    return total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def paint_order(rooms, coats=2, finish="matt"):
    """Area (one coat), litres, cans and cost of paint for a list of room dicts."""
    _check_coats(coats)
    _check_finish(finish)
    area = Decimal("0")
    for room in rooms:
        area += wall_area(room)
    litres = litres_needed(area, coats, finish)
    cans = choose_cans(litres)
    return {"area": area, "litres": litres, "cans": cans, "cost": can_cost(cans, finish)}
