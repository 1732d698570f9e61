import pytest

from bingo import has_bingo, winning_lines

CARD = [[r * 5 + c + 1 for c in range(5)] for r in range(5)]
CARD[2][2] = 0


def cells(coords):
    return {CARD[r][c] for r, c in coords} - {0}


@pytest.mark.parametrize("row", range(5))
def test_rows(row):
    assert winning_lines(CARD, cells((row, c) for c in range(5))) == [f"row {row + 1}"]


@pytest.mark.parametrize("col", range(5))
def test_columns(col):
    assert winning_lines(CARD, cells((r, col) for r in range(5))) == [f"col {col + 1}"]


@pytest.mark.parametrize("coords,name", [
    ([(i, i) for i in range(5)], "diag"),
    ([(i, 4 - i) for i in range(5)], "anti"),
])
def test_diagonals(coords, name):
    called = cells(coords)
    assert 0 not in called  # relies on the free space
    assert has_bingo(CARD, called)
    assert winning_lines(CARD, called) == [name]


def test_no_bingo():
    assert not has_bingo(CARD, [1, 2, 3, 4, 6, 11, 16])


@pytest.mark.parametrize("bad", [[], [[1] * 5] * 4, [[1] * 6] * 5])
def test_value_error(bad):
    with pytest.raises(ValueError):
        has_bingo(bad, [])
