"""snakeladder - a tiny snakes and ladders engine."""
from .board import Board
from .game import Game
