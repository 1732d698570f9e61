"""Snakes and ladders."""
from .board import Board
from .game import Game

__all__ = ["Board", "Game"]
