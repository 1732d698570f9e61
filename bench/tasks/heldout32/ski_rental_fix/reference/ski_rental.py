"""Sizing rental kit at the ski hire shop.

Heights and ski and pole lengths are whole centimetres; a foot length is
measured in centimetres to the millimetre (26.3) on the shop's foot board.
"""

import math
from fractions import Fraction

LEVELS = {"beginner": 15, "intermediate": 10, "expert": 5}
SKI_MIN, SKI_MAX = 100, 200
POLE_MIN, POLE_MAX = 80, 140
HEIGHT_MIN, HEIGHT_MAX = 90, 230


def _check_height(height):
    if isinstance(height, bool) or not isinstance(height, int):
        raise TypeError("height must be a whole number of centimetres")
    if not HEIGHT_MIN <= height <= HEIGHT_MAX:
        raise ValueError(f"height must be {HEIGHT_MIN}-{HEIGHT_MAX} cm, not {height}")


def _round5(value):
    """The multiple of 5 nearest to value, halves going up."""
    return math.floor(Fraction(value) / 5 + Fraction(1, 2)) * 5


def _clamp(value, low, high):
    return max(low, min(high, value))


def ski_length(height, level):
    """Ski length for a skier of this height and level.

    Beginners get skis 15 cm shorter than they are tall, intermediates 10 cm
    and experts 5 cm; that is rounded to the nearest 5 cm and kept within
    the 100-200 cm we stock. The level is matched ignoring case and spaces
    round it; any other level is a ValueError.
    """
    _check_height(height)
    key = level.strip().lower()
    if key not in LEVELS:
        raise ValueError(f"unknown level: {level!r}")
    return _clamp(_round5(height - LEVELS[key]), SKI_MIN, SKI_MAX)


def pole_length(height):
    """Pole length for a skier of this height.

    68% of the skier's height, rounded to the nearest 5 cm and kept within
    the 80-140 cm we stock.
    """
    _check_height(height)
    return _clamp(_round5(Fraction(height * 68, 100)), POLE_MIN, POLE_MAX)


def boot_mondo(foot_cm):
    """The Mondopoint boot size for a foot this long, as a float.

    Boots come in half sizes, and the foot must fit, so the length is
    rounded UP to the next half centimetre: 26.2 -> 26.5, 26.5 -> 26.5,
    26.6 -> 27.0. Feet under 15 cm or over 35 cm are a ValueError.
    """
    if not 15 <= foot_cm <= 35:
        raise ValueError(f"no boots for a {foot_cm} cm foot")
    return math.ceil(round(foot_cm * 2, 6)) / 2


def rental_card(height, level, foot_cm):
    """The line printed on the customer's rental card."""
    return (f"skis {ski_length(height, level)} cm, poles {pole_length(height)} cm, "
            f"boots {boot_mondo(foot_cm):.1f}")
