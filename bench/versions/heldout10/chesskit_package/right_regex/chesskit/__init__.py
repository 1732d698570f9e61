from chesskit.squares import parse_square, square_name
from chesskit.moves import knight_moves, king_moves
