import importlib
import os
import sys

import pytest


@pytest.fixture()
def score():
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    sys.modules.pop("bowling", None)
    importlib.invalidate_caches()
    return importlib.import_module("bowling").score


@pytest.mark.parametrize("rolls, expected", [
    ([0] * 20, 0),
    ([1] * 20, 20),
    ([9, 0] * 10, 90),
    ([10] * 12, 300),
    ([5] * 21, 150),
    ([5, 5, 3] + [0] * 17, 16),
    ([10, 3, 4] + [0] * 16, 24),
    ([10, 10, 10, 0, 0] + [0] * 12, 60),
    ([10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1], 167),
    ([0] * 18 + [7, 3, 10], 20),
    ([0] * 18 + [10, 7, 1], 18),
    ([0] * 18 + [10, 10, 10], 30),
    ([0] * 18 + [10, 10, 5], 25),
    ([0] * 18 + [10, 5, 5], 20),
    ([0] * 18 + [10, 0, 10], 20),
    ([0] * 18 + [5, 5, 10], 20),
    ([0] * 16 + [10, 10, 10, 10], 60),
    ([0, 10, 10] + [0] * 16, 30),
    ([3, 7, 10, 0, 0] + [0] * 14, 30),
    ([10] * 9 + [0, 0], 240),
    ([10] * 9 + [9, 1, 10], 279),
])
def test_valid_games(score, rolls, expected):
    assert score(rolls) == expected


def test_does_not_mutate_input(score):
    rolls = [10] * 12
    score(rolls)
    assert rolls == [10] * 12


@pytest.mark.parametrize("rolls", [
    [],
    [0] * 19,
    [10] * 11,
    [10] * 9 + [9],
    [0] * 18 + [5, 5],
    [0] * 18 + [10],
    [0] * 18 + [10, 5],
    [-1] + [0] * 19,
    [11] + [0] * 19,
    [0] * 19 + [11],
    [6, 5] + [0] * 18,
    [0] * 10 + [7, 4] + [0] * 8,
    [0] * 18 + [6, 5],
    [0] * 18 + [10, 6, 5],
    [0] * 18 + [10, 5, 10],
    [0] * 20 + [0],
    [0] * 20 + [5, 5],
    [10] * 12 + [1],
    [10] * 13,
    [0] * 18 + [3, 4, 5],
    [0] * 18 + [5, 5, 3, 1],
    [0] * 18 + [10, 10, 11],
])
def test_invalid_games(score, rolls):
    with pytest.raises(ValueError):
        score(rolls)
