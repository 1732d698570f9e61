"""Sums for doing jigsaw puzzles."""

import math


def _whole(n, lowest, what):
    if not isinstance(n, int) or isinstance(n, bool) or n < lowest:
        raise ValueError(f"{what} must be a whole number, {lowest} or more")


def edge_pieces(cols, rows):
    """How many pieces have a straight edge in a puzzle ``cols`` pieces across and ``rows``
    pieces down."""
    _whole(cols, 1, "cols")
    _whole(rows, 1, "rows")
    if cols == 1 or rows == 1:
        return cols * rows
    return 2 * (cols + rows) - 4


def grid_for(pieces):
    """(cols, rows) with cols * rows == pieces, cols >= rows, as near square as it goes."""
    _whole(pieces, 1, "pieces")
    rows = math.isqrt(pieces)
    while pieces % rows:
        rows -= 1
    return pieces // rows, rows


def pieces_per_hour(done, minutes):
    """Pieces per hour, to 1 decimal place."""
    if done < 0:
        raise ValueError("done can't be negative")
    if minutes <= 0:
        raise ValueError("minutes must be more than 0")
    return round(done * 60 / minutes, 1)


def time_left(total, done, per_hour):
    """"Xh Ym" to put in the rest of the pieces, rounded up to a whole minute."""
    if done < 0 or done > total:
        raise ValueError("done must be from 0 to total")
    if per_hour <= 0:
        raise ValueError("per_hour must be more than 0")
    minutes = math.ceil((total - done) * 60 / per_hour)
    return f"{minutes // 60}h {minutes % 60}m"
