import pytest

from bingo import has_bingo, winning_lines

CARD = [
    [1, 16, 31, 46, 61],
    [2, 17, 32, 47, 62],
    [3, 18, 0, 48, 63],
    [4, 19, 33, 49, 64],
    [5, 20, 34, 50, 65],
]


def test_row():
    called = {2, 17, 32, 47, 62}
    assert has_bingo(CARD, called)
    assert winning_lines(CARD, called) == ["row 1"]


def test_column():
    called = [46, 47, 48, 49, 50]
    assert has_bingo(CARD, called)
    assert winning_lines(CARD, called) == ["col 3"]


def test_diagonal():
    called = {1, 17, 49, 65}
    assert winning_lines(CARD, called) == ["diag"]


def test_anti_diagonal():
    called = {61, 47, 19, 5}
    assert has_bingo(CARD, called)
    assert winning_lines(CARD, called) == ["anti"]


def test_free_space_completes_middle_row():
    assert winning_lines(CARD, {3, 18, 48, 63}) == ["row 2"]


def test_no_bingo():
    called = {1, 2, 3, 4, 16, 62, 33}
    assert not has_bingo(CARD, called)
    assert winning_lines(CARD, called) == []


def test_several_lines_in_order():
    called = {1, 16, 31, 46, 61, 2, 3, 4, 5, 17, 49, 65}
    assert winning_lines(CARD, called) == ["row 0", "col 0", "diag"]


@pytest.mark.parametrize("card", [[], CARD[:4], [row[:4] for row in CARD]])
def test_bad_card(card):
    with pytest.raises(ValueError):
        has_bingo(card, set())
    with pytest.raises(ValueError):
        winning_lines(card, set())
