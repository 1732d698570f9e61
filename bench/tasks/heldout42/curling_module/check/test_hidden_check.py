"""Hidden check for curling_module: curling.py with end_score, linescore, hammer and winner,
the prompt's examples, the house edge, blank ends and error rules."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import curling  # noqa: E402

ENDS = [("red", 2), (None, 0), ("yellow", 1), ("yellow", 3), ("red", 1)]
BAD_ENDS = [("red", 0), ("yellow", 9), ("blue", 1), (None, 1), ("red", -1), ("red", 1.5),
            ("Red", 1)]


def expected_end(red, yellow):
    r = sorted(d for d in red if d <= 1.83)
    y = sorted(d for d in yellow if d <= 1.83)
    if not r and not y:
        return None, 0
    if r and y and r[0] == y[0]:
        return None, 0
    if r and (not y or r[0] < y[0]):
        return "red", sum(1 for d in r if not y or d < y[0])
    return "yellow", sum(1 for d in y if not r or d < r[0])


def test_prompt_examples():
    assert curling.end_score([0.3, 1.2, 2.5], [0.5, 0.9]) == ("red", 1)
    assert curling.end_score([0.3, 0.4, 1.9], [2.1]) == ("red", 2)
    assert curling.end_score([2.0], [1.83]) == ("yellow", 1)
    assert curling.end_score([], [2.2]) == (None, 0)
    assert curling.end_score([0.6, 1.0], [0.6]) == (None, 0)
    assert curling.linescore(ENDS) == {"red": 3, "yellow": 4}
    assert curling.hammer(ENDS) == "yellow"
    assert curling.hammer(ENDS[:4]) == "red"
    assert curling.hammer([], first="red") == "red"
    assert curling.winner(ENDS) == "yellow"
    assert curling.winner([]) is None


def test_end_score_more():
    assert curling.end_score([], []) == (None, 0)
    assert curling.end_score([1.9, 3.0], [1.84, 2.5]) == (None, 0)
    assert curling.end_score([1.83], []) == ("red", 1)
    assert curling.end_score([1.84], [1.83]) == ("yellow", 1)
    assert curling.end_score([0.1, 0.2, 0.3, 0.4], [0.5]) == ("red", 4)
    assert curling.end_score([0.1, 0.2, 0.3, 0.4], [0.25]) == ("red", 2)
    assert curling.end_score([0.3, 0.5], [0.5]) == ("red", 1)
    assert curling.end_score([0.9, 0.2], [0.1, 0.15, 1.5]) == ("yellow", 2)
    assert curling.end_score([0.7, 1.1], [0.4, 0.6, 0.65, 0.9, 2.0]) == ("yellow", 3)
    assert curling.end_score([0.0], [0.0]) == (None, 0)
    assert curling.end_score([0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9], [1.0]) == ("red", 8)
    assert curling.end_score([0.5, 0.5], [1.0]) == ("red", 2)
    assert curling.end_score([0.5, 0.5], [0.5, 0.1]) == ("yellow", 1)


def test_end_score_errors():
    with pytest.raises(ValueError):
        curling.end_score([0.1] * 9, [])
    with pytest.raises(ValueError):
        curling.end_score([], [3.0] * 9)
    with pytest.raises(ValueError):
        curling.end_score([0.5, -0.1], [1.0])
    with pytest.raises(ValueError):
        curling.end_score([0.5], [-2.0])
    assert curling.end_score([0.1] * 8, [3.0] * 8) == ("red", 8)


def test_end_score_sampled():
    rng = random.Random(42)
    for _ in range(3000):
        red = [rng.randint(0, 60) / 20 for _ in range(rng.randint(0, 8))]
        yellow = [rng.randint(0, 60) / 20 for _ in range(rng.randint(0, 8))]
        assert curling.end_score(red, yellow) == expected_end(red, yellow), (red, yellow)


def test_linescore_more():
    assert curling.linescore([]) == {"red": 0, "yellow": 0}
    assert curling.linescore([(None, 0), (None, 0)]) == {"red": 0, "yellow": 0}
    assert curling.linescore([("yellow", 8), ("red", 8), ("red", 1)]) == {"red": 9, "yellow": 8}
    for bad in BAD_ENDS:
        with pytest.raises(ValueError):
            curling.linescore([("red", 1), bad])


def test_hammer_more():
    assert curling.hammer([]) == "yellow"
    assert curling.hammer([(None, 0)]) == "yellow"
    assert curling.hammer([(None, 0)], first="red") == "red"
    assert curling.hammer([("yellow", 2)]) == "red"
    assert curling.hammer([("red", 1)]) == "yellow"
    assert curling.hammer([("red", 1)], first="red") == "yellow"
    assert curling.hammer([("yellow", 1)], "red") == "red"
    assert curling.hammer([("yellow", 1), (None, 0), (None, 0)], "yellow") == "red"
    assert curling.hammer([("yellow", 1), ("red", 3), ("red", 2)]) == "yellow"
    for bad in ["blue", "Red", None, ""]:
        with pytest.raises(ValueError):
            curling.hammer([], first=bad)
    for bad in BAD_ENDS:
        with pytest.raises(ValueError):
            curling.hammer([("red", 1), bad])


def test_winner_more():
    assert curling.winner([("red", 1)]) == "red"
    assert curling.winner([("red", 1), ("yellow", 1)]) is None
    assert curling.winner([(None, 0)]) is None
    assert curling.winner([("red", 3), ("yellow", 2), ("yellow", 2), ("red", 1)]) is None
    assert curling.winner([("red", 3), ("yellow", 2), ("yellow", 2)]) == "yellow"
    for bad in BAD_ENDS:
        with pytest.raises(ValueError):
            curling.winner([bad])
