"""Yarn sums for my crochet blankets, made of granny squares sewn together."""

import math

SPARE_BALLS = 1  # I always buy one more ball than I need, for dye-lot safety
BUNDLE = 10  # the shop sells a bundle of 10 balls...
BUNDLE_DISCOUNT = 0.15  # ...at 15% off


def squares(width_cm, length_cm, square_cm):
    """(across, down, total) granny squares for a blanket at least width x length cm.

    A part square means one more whole square. All sizes must be more than 0,
    else ValueError.
    """
    if width_cm <= 0 or length_cm <= 0 or square_cm <= 0:
        raise ValueError("sizes must be more than 0")
    across = math.ceil(width_cm / square_cm)
    down = math.ceil(length_cm / square_cm)
    return across, down, across * down


def balls_needed(metres, ball_metres, spare=SPARE_BALLS):
    """Whole balls to buy for ``metres`` of yarn: enough balls to cover the
    metres (a part ball means a whole one), plus ``spare`` extra balls.

    metres and spare can't be negative and ball_metres must be more than 0,
    else ValueError.
    """
    if metres < 0 or spare < 0 or ball_metres <= 0:
        raise ValueError("bad amounts")
    return int(metres // ball_metres) + 1 + spare


def cost(balls, price):
    """Price of ``balls`` balls at ``price`` each, to 2 decimal places.

    Every full bundle of BUNDLE balls is BUNDLE_DISCOUNT off; the balls left
    over are full price.
    """
    bundles, single = divmod(balls, BUNDLE)
    return round(bundles * BUNDLE * price * (1 - BUNDLE_DISCOUNT) + single * price, 2)


def blanket(width_cm, length_cm, square_cm, metres_per_square, ball_metres, price):
    """Everything for one blanket as a dict: squares, metres, balls and cost."""
    _, _, total = squares(width_cm, length_cm, square_cm)
    metres = round(total * metres_per_square, 1)
    balls = balls_needed(metres, ball_metres)
    return {"squares": total, "metres": metres, "balls": balls, "cost": cost(balls, price)}
