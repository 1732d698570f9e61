import pytest

from bingo import has_bingo, winning_lines


@pytest.fixture
def card():
    return [
        [3, 21, 37, 52, 67],
        [10, 16, 44, 49, 70],
        [1, 27, 0, 58, 61],
        [6, 30, 31, 46, 73],
        [15, 18, 42, 54, 64],
    ]


class TestWinning:
    def test_row(self, card):
        assert winning_lines(card, card[0]) == ["row 1"]

    def test_column(self, card):
        assert winning_lines(card, [67, 70, 61, 73, 64]) == ["col 5"]

    def test_diag(self, card):
        assert winning_lines(card, [3, 16, 46, 64]) == ["diag"]

    def test_anti(self, card):
        assert winning_lines(card, [67, 49, 30, 15]) == ["anti"]

    def test_free_space(self, card):
        assert has_bingo(card, [37, 44, 31, 42])


class TestNotWinning:
    def test_empty(self, card):
        assert not has_bingo(card, [])

    def test_scattered(self, card):
        assert winning_lines(card, [3, 16, 46, 70, 1, 61]) == []


class TestErrors:
    def test_too_few_rows(self, card):
        with pytest.raises(ValueError):
            has_bingo(card[:4], [])

    def test_short_row(self, card):
        card[3] = card[3][:2]
        with pytest.raises(ValueError):
            winning_lines(card, [])
