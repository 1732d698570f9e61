from snakeladder.board import Board
from snakeladder.game import Game
