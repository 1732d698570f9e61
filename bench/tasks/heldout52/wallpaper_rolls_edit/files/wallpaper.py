"""How much wallpaper to buy for a room.

Everything is in whole centimetres. A standard roll is 1005 cm long and
53 cm wide. Each strip is cut a bit longer than the wall is high, so it can
be trimmed at the top and bottom, and with a patterned paper every strip
has to start at the same point of the pattern.
"""

import math

ROLL_LENGTH_CM = 1005
ROLL_WIDTH_CM = 53
TRIM_CM = 10  # added to the wall height for every strip


def _positive(n, what):
    if not isinstance(n, int) or isinstance(n, bool) or n <= 0:
        raise ValueError(f"{what} must be a whole number of cm, more than 0")


def strip_length(height_cm, repeat_cm=0):
    """Length of paper one strip takes, in cm.

    The wall height plus TRIM_CM, and with a pattern (repeat_cm more than 0)
    rounded UP to a whole number of pattern repeats. height_cm must be a
    whole number more than 0 and repeat_cm a whole number 0 or more, else
    ValueError.
    """
    _positive(height_cm, "height")
    if not isinstance(repeat_cm, int) or isinstance(repeat_cm, bool) or repeat_cm < 0:
        raise ValueError("repeat must be a whole number of cm, 0 or more")
    length = height_cm + TRIM_CM
    if repeat_cm:
        length = math.ceil(length / repeat_cm) * repeat_cm
    return length


def strips_per_roll(height_cm, repeat_cm=0):
    """Whole strips one roll gives; a wall too high for even one strip is a ValueError."""
    strips = ROLL_LENGTH_CM // strip_length(height_cm, repeat_cm)
    if strips == 0:
        raise ValueError("the wall is too high for these rolls")
    return strips


def strips_for_wall(width_cm):
    """Strips needed to cover one wall ``width_cm`` wide (a part strip is a whole one)."""
    _positive(width_cm, "width")
    return math.ceil(width_cm / ROLL_WIDTH_CM)


def rolls_needed(widths, height_cm, repeat_cm=0):
    """Rolls for walls of these widths, all ``height_cm`` high.

    Strips are counted wall by wall (a part strip on each wall is a whole
    one), then the rolls are the strips divided by strips_per_roll, rounded
    up. No walls is 0 rolls.
    """
    strips = sum(strips_for_wall(w) for w in widths)
    return math.ceil(strips / strips_per_roll(height_cm, repeat_cm))
