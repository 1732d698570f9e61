import importlib
import os
import sys

import pytest

sys.path.insert(0, os.getcwd())

from snakeladder import Board, Game  # noqa: E402


def test_package_layout():
    assert os.path.isfile(os.path.join("snakeladder", "__init__.py"))
    assert os.path.isfile(os.path.join("snakeladder", "board.py"))
    assert os.path.isfile(os.path.join("snakeladder", "game.py"))
    board_mod = importlib.import_module("snakeladder.board")
    game_mod = importlib.import_module("snakeladder.game")
    assert board_mod.Board is Board
    assert game_mod.Game is Game


# ---- Board ---------------------------------------------------------------------

def test_plain_moves_default_size():
    b = Board()
    assert b.move(0, 3) == 3
    assert b.move(10, 6) == 16
    assert b.move(94, 6) == 100
    assert b.move(97, 3) == 100


def test_overshoot_does_not_move():
    b = Board()
    assert b.move(98, 3) == 98
    assert b.move(97, 4) == 97
    assert b.move(99, 6) == 99


def test_custom_size():
    b = Board(size=20)
    assert b.move(18, 2) == 20
    assert b.move(18, 3) == 18
    assert b.move(0, 5) == 5


def test_snake_and_ladder_followed():
    b = Board(snakes={17: 7, 54: 34}, ladders={3: 22, 40: 59})
    assert b.move(14, 3) == 7
    assert b.move(50, 4) == 34
    assert b.move(0, 3) == 22
    assert b.move(36, 4) == 59


def test_landing_on_an_end_does_nothing():
    b = Board(snakes={17: 7}, ladders={3: 22})
    assert b.move(2, 5) == 7
    assert b.move(20, 2) == 22


def test_no_chaining():
    b = Board(snakes={30: 5}, ladders={4: 30})
    assert b.move(0, 4) == 30
    b = Board(snakes={40: 12}, ladders={12: 60})
    assert b.move(36, 4) == 12


def test_overshoot_then_no_jump():
    b = Board(size=20, snakes={18: 2})
    # 18 + 3 overshoots: stay on 18 without sliding down again
    assert b.move(18, 3) == 18


def test_ladder_may_end_on_last_square_and_snake_on_first():
    b = Board(snakes={50: 1}, ladders={80: 100})
    assert b.move(79, 1) == 100
    assert b.move(45, 5) == 1


@pytest.mark.parametrize("kwargs", [
    dict(snakes={5: 10}),
    dict(snakes={5: 5}),
    dict(ladders={10: 5}),
    dict(ladders={10: 10}),
    dict(snakes={101: 50}),
    dict(snakes={10: 0}),
    dict(ladders={90: 101}),
    dict(ladders={0: 10}),
    dict(ladders={1: 20}),
    dict(snakes={100: 50}),
    dict(snakes={20: 5}, ladders={20: 40}),
    dict(size=30, ladders={5: 35}),
    dict(size=30, snakes={30: 2}),
    dict(size=30, snakes={40: 2}),
])
def test_invalid_boards(kwargs):
    with pytest.raises(ValueError):
        Board(**kwargs)


def test_valid_board_with_many():
    Board(snakes={16: 6, 47: 26, 49: 11, 56: 53, 62: 19, 64: 60, 87: 24, 93: 73, 95: 75, 98: 78},
          ladders={2: 38, 4: 14, 9: 31, 21: 42, 28: 84, 36: 44, 51: 67, 71: 91, 80: 99})


# ---- Game ----------------------------------------------------------------------

@pytest.mark.parametrize("players", [[], ["solo"]])
def test_needs_two_players(players):
    with pytest.raises(ValueError):
        Game(Board(), players)


def test_everyone_starts_at_zero():
    g = Game(Board(), ["ann", "bob", "cat"])
    assert g.positions == {"ann": 0, "bob": 0, "cat": 0}


def test_turns_in_order_and_rolls_run_out():
    g = Game(Board(), ["ann", "bob"])
    assert g.play([3, 4, 2, 1, 5]) is None
    assert g.positions == {"ann": 10, "bob": 5}


def test_six_gives_another_roll():
    g = Game(Board(), ["ann", "bob"])
    assert g.play([6, 2, 3]) is None
    # ann: 6 then 2 ; bob: 3
    assert g.positions == {"ann": 8, "bob": 3}


def test_several_sixes_in_a_row():
    g = Game(Board(), ["ann", "bob", "cat"])
    assert g.play([6, 6, 1, 6, 2, 4]) is None
    assert g.positions == {"ann": 13, "bob": 8, "cat": 4}


def test_six_that_does_not_move_still_gives_another_roll():
    g = Game(Board(size=10), ["ann", "bob"])
    assert g.play([5, 1, 3, 1]) is None  # ann 5, bob 1, ann 8, bob 2
    assert g.positions == {"ann": 8, "bob": 2}
    g = Game(Board(size=10), ["ann", "bob"])
    # ann 5, bob 1, ann 8, bob 2, ann rolls 6 (overshoot, stays 8) and rolls again: 1 -> 9
    assert g.play([5, 1, 3, 1, 6, 1, 4]) is None
    assert g.positions == {"ann": 9, "bob": 6}


def test_winner_exact_landing():
    g = Game(Board(size=10), ["ann", "bob"])
    assert g.play([5, 4, 5]) == "ann"
    assert g.positions["ann"] == 10


def test_overshoot_is_not_a_win():
    g = Game(Board(size=10), ["ann", "bob"])
    assert g.play([5, 4, 6]) is None  # ann overshoots with the 6 and gets another roll
    assert g.positions == {"ann": 5, "bob": 4}


def test_second_player_can_win():
    g = Game(Board(size=10), ["ann", "bob"])
    assert g.play([1, 5, 1, 5]) == "bob"
    assert g.positions == {"ann": 2, "bob": 10}


def test_stops_using_rolls_after_win():
    g = Game(Board(size=10), ["ann", "bob"])
    assert g.play([5, 4, 5, 3, 3, 3, 3]) == "ann"
    assert g.positions == {"ann": 10, "bob": 4}


def test_winning_with_a_six():
    g = Game(Board(size=12), ["ann", "bob"])
    assert g.play([6, 6, 2]) == "ann"
    assert g.positions == {"ann": 12, "bob": 0}


def test_snakes_and_ladders_used_in_game():
    b = Board(size=30, snakes={12: 2}, ladders={4: 20})
    g = Game(b, ["ann", "bob"])
    assert g.play([4, 5, 5, 3]) is None
    # ann 4 -> ladder 20 ; bob 5 ; ann 25 ; bob 8
    assert g.positions == {"ann": 25, "bob": 8}
    g = Game(b, ["ann", "bob"])
    assert g.play([5, 3, 5, 1, 5]) is None
    # ann 5 ; bob 3 ; ann 10 ; bob 4 -> 20 ; ann 15
    assert g.positions == {"ann": 15, "bob": 20}
    g = Game(b, ["ann", "bob"])
    g.play([6, 6])  # ann 6 then 12 -> snake to 2
    assert g.positions["ann"] == 2


def test_rolls_can_be_any_iterable():
    g = Game(Board(size=10), ["ann", "bob"])
    assert g.play(iter([5, 4, 5])) == "ann"
    g = Game(Board(size=10), ["ann", "bob"])
    assert g.play(r for r in (5, 4, 5)) == "ann"


@pytest.mark.parametrize("bad", [0, 7, -1, 12])
def test_invalid_roll(bad):
    g = Game(Board(), ["ann", "bob"])
    with pytest.raises(ValueError):
        g.play([3, bad])


def test_players_turn_order_follows_list():
    g = Game(Board(), ["zed", "amy"])
    g.play([1, 2])
    assert g.positions == {"zed": 1, "amy": 2}
