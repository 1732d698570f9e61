"""Hidden check for cinema_seats_fix: first_free() finds a block of free seats that runs to the
end of the row (5 for "XX..X..." and 3 seats; an empty row), book() follows, and the rest of
seats.py behaves as before."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from seats import book, first_free, free_seats  # noqa: E402


def expected(row, n):
    for start in range(len(row) - n + 1):
        if row[start:start + n] == "." * n:
            return start
    return None


def test_reported_cases():
    assert first_free("XX..X...", 3) == 5
    assert book("....", 2) == "XX.."


def test_end_of_row():
    assert first_free("....", 2) == 0
    assert first_free("....", 4) == 0
    assert first_free("X...", 3) == 1
    assert first_free("XXX.", 1) == 3
    assert first_free(".", 1) == 0
    assert first_free("X..X..", 2) == 1
    assert first_free("X.X..", 2) == 3
    assert book("XX..X...", 3) == "XX..XXXX"
    assert book("XXX.", 1) == "XXXX"
    assert book("X.X..", 2) == "X.XXX"


def test_middle_of_row_unchanged():
    assert first_free("..X...X", 3) == 3
    assert first_free("X.....X", 2) == 1
    assert first_free("..X", 2) == 0
    assert book("X.....X", 2) == "XXX...X"
    assert book("..X...X", 3) == "..XXXXX"


def test_none_when_no_block():
    assert first_free("", 1) is None
    assert first_free("XXXX", 1) is None
    assert first_free("..X..X..", 3) is None
    assert first_free("...", 4) is None
    for row, n in [("", 1), ("XXXX", 1), ("..X..X..", 3), ("...", 4)]:
        with pytest.raises(ValueError):
            book(row, n)


def test_sampled():
    rng = random.Random(39)
    for _ in range(3000):
        row = "".join(rng.choice(".X.") for _ in range(rng.randint(0, 20)))
        n = rng.randint(1, 6)
        want = expected(row, n)
        assert first_free(row, n) == want, (row, n)
        if want is None:
            with pytest.raises(ValueError):
                book(row, n)
        else:
            assert book(row, n) == row[:want] + "X" * n + row[want + n:], (row, n)


def test_free_seats_unchanged():
    assert free_seats("XX..X...") == 5
    assert free_seats("") == 0
    assert free_seats("XXX") == 0
