"""Where a knight or a king can go from a square on an empty board."""

from .squares import on_board, parse_square, square_name

KNIGHT_STEPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
KING_STEPS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1)]


def _targets(square, steps):
    file, rank = parse_square(square)
    names = [
        square_name((file + df, rank + dr))
        for df, dr in steps
        if on_board(file + df, rank + dr)
    ]
    return sorted(names)


def knight_moves(square):
    return _targets(square, KNIGHT_STEPS)


def king_moves(square):
    return _targets(square, KING_STEPS)
