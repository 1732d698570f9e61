import pytest

from ladder import can_challenge, game_winner, load_ladder, match_winner, record_result, rung

BOARD = """
Priya
  Tom
Alex

Sam
Jo
Ben
"""
LADDER = ["Priya", "Tom", "Alex", "Sam", "Jo", "Ben"]


def test_load_ladder():
    assert load_ladder(BOARD) == LADDER
    assert load_ladder("") == []
    with pytest.raises(ValueError):
        load_ladder("Tom\nAlex\ntom\n")


def test_rung():
    assert rung(LADDER, "Priya") == 1
    assert rung(LADDER, "Jo") == 5
    with pytest.raises(ValueError):
        rung(LADDER, "Zara")


def test_can_challenge():
    assert can_challenge(LADDER, "Ben", "Jo")
    assert can_challenge(LADDER, "Ben", "Alex")
    assert not can_challenge(LADDER, "Ben", "Tom")
    assert not can_challenge(LADDER, "Jo", "Ben")
    assert not can_challenge(LADDER, "Jo", "Jo")


def test_challenger_wins():
    assert record_result(LADDER, "Ben", "Alex") == ["Priya", "Tom", "Ben", "Alex", "Sam", "Jo"]
    assert record_result(LADDER, "Tom", "Priya") == ["Tom", "Priya", "Alex", "Sam", "Jo", "Ben"]
    assert LADDER == ["Priya", "Tom", "Alex", "Sam", "Jo", "Ben"]


def test_higher_player_wins():
    assert record_result(LADDER, "Alex", "Jo") == LADDER
    with pytest.raises(ValueError):
        record_result(LADDER, "Sam", "Sam")


def test_game_winner():
    assert game_winner(11, 7) == 1
    assert game_winner(4, 11) == 2
    assert game_winner(12, 10) == 1
    assert game_winner(14, 16) == 2
    for a, b in [(11, 10), (10, 8), (13, 10), (15, 9), (12, 12), (-1, 11)]:
        with pytest.raises(ValueError):
            game_winner(a, b)


def test_match_winner():
    assert match_winner([(11, 7), (9, 11), (11, 5), (12, 10)]) == 1
    assert match_winner([(3, 11), (8, 11), (10, 12)]) == 2
    with pytest.raises(ValueError):
        match_winner([(11, 7), (11, 9)])
    with pytest.raises(ValueError):
        match_winner([(11, 7), (11, 9), (11, 2), (5, 11)])
    with pytest.raises(ValueError):
        match_winner([(11, 7), (11, 9), (20, 2)])
