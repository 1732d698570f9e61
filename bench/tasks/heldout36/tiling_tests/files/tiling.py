"""Sums for tiling jobs: areas, tiles, boxes, adhesive and grout, and my price.

Room and wall sizes are in metres, tile sizes in centimetres, money in pounds.
"""

import math

WASTE = 0.10  # extra tiles for cuts and breakages
DIAGONAL_WASTE = 0.15  # tiles laid on the diagonal need more cutting
ADHESIVE_KG_PER_M2 = 4.0
ADHESIVE_BAG_KG = 20
GROUT_KG_PER_M2 = 0.5
DAY_RATE = 180.0  # my labour for a day
M2_PER_DAY = 8  # what I can tile in a day
MINIMUM_CHARGE = 120.0


def area(width_m, height_m):
    """Area of a floor or wall in square metres, to 2 decimal places.

    Both sizes must be more than 0, else ValueError.
    """
    if width_m <= 0 or height_m <= 0:
        raise ValueError("sizes must be more than 0")
    return round(width_m * height_m, 2)


def tiles_needed(area_m2, tile_cm=(30, 30), diagonal=False):
    """Whole tiles to buy for area_m2: the area plus WASTE (DIAGONAL_WASTE if
    laid on the diagonal), divided by the area of one tile, rounded up.

    The area and both tile sides must be more than 0, else ValueError.
    """
    width, length = tile_cm
    if area_m2 <= 0 or width <= 0 or length <= 0:
        raise ValueError("area and tile size must be more than 0")
    waste = DIAGONAL_WASTE if diagonal else WASTE
    tile_m2 = width * length / 10_000
    return math.ceil(round(area_m2 * (1 + waste) / tile_m2, 6))


def boxes(tiles, per_box=10):
    """(boxes, spare tiles): whole boxes to buy for this many tiles, and how
    many tiles will be left over. tiles must be 0 or more and per_box 1 or
    more, else ValueError.
    """
    if tiles < 0 or per_box < 1:
        raise ValueError("tiles must be 0 or more, per_box 1 or more")
    count = math.ceil(tiles / per_box)
    return count, count * per_box - tiles


def adhesive_bags(area_m2):
    """Whole bags of adhesive: ADHESIVE_KG_PER_M2 for each square metre, in
    bags of ADHESIVE_BAG_KG; a part bag is a whole bag. Area must be more
    than 0, else ValueError.
    """
    if area_m2 <= 0:
        raise ValueError("area must be more than 0")
    return math.ceil(area_m2 * ADHESIVE_KG_PER_M2 / ADHESIVE_BAG_KG)


def grout_kg(area_m2):
    """Grout for the area, GROUT_KG_PER_M2 a square metre, rounded up to the
    next half kilo (grout comes in 0.5 kg tubs). Area must be more than 0,
    else ValueError.
    """
    if area_m2 <= 0:
        raise ValueError("area must be more than 0")
    return math.ceil(area_m2 * GROUT_KG_PER_M2 * 2) / 2


def labour(area_m2):
    """My labour price: DAY_RATE for every M2_PER_DAY square metres, charged
    in half days (any part of a half day is a half day), and never less
    than MINIMUM_CHARGE. Area must be more than 0, else ValueError.
    """
    if area_m2 <= 0:
        raise ValueError("area must be more than 0")
    half_days = math.ceil(area_m2 / (M2_PER_DAY / 2))
    return max(MINIMUM_CHARGE, half_days * DAY_RATE / 2)
