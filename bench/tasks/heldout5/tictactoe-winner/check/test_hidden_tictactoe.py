import pytest

from tictactoe import winner


def test_prompt_examples():
    assert winner(["XOX", " XO", "O X"]) == "X"
    assert winner(["XOX", "XOO", "OXX"]) == "draw"
    assert winner(["X  ", " O ", "   "]) is None


@pytest.mark.parametrize("board,expected", [
    (["XXX", "OO ", "   "], "X"),          # top row
    (["OO ", "XXX", "O  "], "X"),          # middle row
    (["X X", "X  ", "OOO"], "O"),          # bottom row
    (["OX ", "OX ", "O  "], "O"),          # left column
    (["XO ", " OX", "XO "], "O"),          # middle column
    (["OOX", "  X", "  X"], "X"),          # right column
    (["O X", " OX", "X O"], "O"),          # main diagonal
    (["OOX", " XO", "X  "], "X"),          # other diagonal
])
def test_every_line(board, expected):
    assert winner(board) == expected


def test_win_on_a_full_board_is_not_a_draw():
    assert winner(["XOX", "OXO", "OXX"]) == "X"
    assert winner(["XXO", "XOX", "OOX"]) == "O"


def test_empty_board():
    assert winner(["   ", "   ", "   "]) is None


def test_game_going_on():
    assert winner(["XOX", "XOO", "OX "]) is None
    assert winner(["XO ", "   ", "   "]) is None


def test_draws():
    assert winner(["XXO", "OOX", "XOX"]) == "draw"
    assert winner(["OXO", "OXX", "XOX"]) == "draw"
