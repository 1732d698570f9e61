import pytest

import bingo

CARD = [
    [5, 19, 33, 50, 71],
    [11, 24, 38, 59, 63],
    [2, 17, 0, 48, 68],
    [8, 29, 41, 55, 75],
    [13, 20, 44, 46, 62],
]


def test_full_row_wins():
    assert bingo.has_bingo(CARD, [8, 29, 41, 55, 75])
    assert bingo.winning_lines(CARD, [8, 29, 41, 55, 75]) == ["row 4"]


def test_full_column_wins():
    assert bingo.winning_lines(CARD, {19, 24, 17, 29, 20}) == ["col 2"]


def test_top_left_diagonal():
    assert bingo.winning_lines(CARD, {5, 24, 55, 62}) == ["diag"]


def test_top_right_diagonal():
    assert bingo.winning_lines(CARD, {71, 59, 29, 13}) == ["anti"]
    assert bingo.has_bingo(CARD, {71, 59, 29, 13})


def test_free_space_counts_without_being_called():
    assert bingo.has_bingo(CARD, {33, 38, 41, 44})


def test_nothing_complete():
    assert bingo.has_bingo(CARD, {5, 19, 33, 50}) is False
    assert bingo.winning_lines(CARD, set()) == []


def test_wrong_shape():
    with pytest.raises(ValueError):
        bingo.has_bingo(CARD[:3], set())
    with pytest.raises(ValueError):
        bingo.winning_lines([[1, 2, 3]] * 5, set())
