"""Fabric sums for my patchwork quilts. All sizes are in inches.

A quilt top is a grid of square blocks. Each block is cut a quarter inch
bigger on every side for the seams, and the squares are cut from strips
across the width of the fabric (42 inches usable). The shop sells fabric
by the yard (36 inches) in steps of an eighth of a yard.
"""

import math

SEAM = 0.25
FABRIC_WIDTH = 42
YARD = 36
BINDING_EXTRA = 10  # for joining the ends and turning the corners


def blocks_needed(quilt_width, quilt_length, block):
    """(across, down, total) blocks for a quilt at least this big.

    Partial rows and columns count as whole blocks. Every size must be
    more than 0, else ValueError.
    """
    if quilt_width <= 0 or quilt_length <= 0 or block <= 0:
        raise ValueError("sizes must be more than 0")
    across = math.ceil(quilt_width / block)
    down = math.ceil(quilt_length / block)
    return across, down, across * down


def cut_size(block):
    """The size to cut a square for a finished block: 6 -> 6.5."""
    if block <= 0:
        raise ValueError("block must be more than 0")
    return block + 2 * SEAM


def squares_per_strip(block):
    """How many cut squares fit across one strip of fabric."""
    per_strip = int(FABRIC_WIDTH // cut_size(block))
    if per_strip < 1:
        raise ValueError("block too big for the fabric")
    return per_strip


def yardage(count, block):
    """Yards of fabric to buy for ``count`` squares, in eighths of a yard.

    Every strip is a full cut_size(block) deep, a part-used strip still
    has to be cut, and the total is rounded up to the next eighth of a
    yard. No squares need no fabric (0.0).
    """
    if count < 0:
        raise ValueError("count can't be negative")
    if count == 0:
        return 0.0
    strips = math.ceil(count / squares_per_strip(block))
    inches = strips * cut_size(block)
    eighths = math.ceil(inches * 8 / YARD)
    return eighths / 8


def binding_length(quilt_width, quilt_length):
    """Inches of binding to go round the edge, with a bit over for the joins."""
    if quilt_width <= 0 or quilt_length <= 0:
        raise ValueError("sizes must be more than 0")
    return 2 * (quilt_width + quilt_length) + BINDING_EXTRA
