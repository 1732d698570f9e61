"""Tiny chess board helpers."""

from .moves import king_moves, knight_moves
from .squares import parse_square, square_name

__all__ = ["parse_square", "square_name", "knight_moves", "king_moves"]
