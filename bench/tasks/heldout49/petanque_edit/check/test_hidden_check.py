"""Hidden check for petanque_edit: the new end_points() scores an end from the distances
(nearest team scores each boule nearer than the other's nearest; level = nobody; None = out of
play; errors), and the rest of petanque.py still works."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from petanque import end_points, game_score, parse_end, scoresheet, winner  # noqa: E402


def expected(a, b):
    la = [d for d in a if d is not None]
    lb = [d for d in b if d is not None]
    if not la and not lb:
        return None, 0
    if not lb:
        return "A", len(la)
    if not la:
        return "B", len(lb)
    if min(la) == min(lb):
        return None, 0
    if min(la) < min(lb):
        return "A", sum(d < min(lb) for d in la)
    return "B", sum(d < min(la) for d in lb)


def test_prompt_examples():
    assert end_points([35, 80, 120], [50, 62, 90]) == ("A", 1)
    assert end_points([40, 45, 150], [60, 20, 200]) == ("B", 1)
    assert end_points([12, 30, 44], [50, None, 61]) == ("A", 3)
    assert end_points([None, None], [70, 95]) == ("B", 2)
    assert end_points([25.5, 60], [25.5, 30]) == (None, 0)


def test_more_ends():
    assert end_points([10, 20, 30], [40, 50, 60]) == ("A", 3)
    assert end_points([90, 80, 70], [5, 6, 7]) == ("B", 3)
    assert end_points([10, 30], [30]) == ("A", 1)       # level with their nearest: no point
    assert end_points([30], [10, 29.9, 30]) == ("B", 2)
    assert end_points([0, 0], [1]) == ("A", 2)
    assert end_points([0], [0, 5]) == (None, 0)
    assert end_points([4, 8, 15, 16, 23, 42], [3, 50, 60, 70, 80, 90]) == ("B", 1)
    assert end_points([None, 100, None], [None, None, None]) == ("A", 1)
    assert end_points([None], [None]) == (None, 0)
    assert end_points([None, None, None], [None, None]) == (None, 0)
    assert end_points([2.5, 2.75, None, 3], [2.8, None]) == ("A", 2)


def test_sampled():
    rng = random.Random(4949)
    for _ in range(3000):
        a = [rng.choice([None, rng.randint(0, 120), rng.randint(0, 40) / 2])
             for _ in range(rng.randint(1, 6))]
        b = [rng.choice([None, rng.randint(0, 120), rng.randint(0, 40) / 2])
             for _ in range(rng.randint(1, 6))]
        got = end_points(list(a), list(b))
        assert tuple(got) == expected(a, b), (a, b)


def test_errors():
    bad_pairs = [
        ([], [10]), ([10], []), ([1, 2, 3, 4, 5, 6, 7], [10]), ([10], [None] * 7),
        ([-1], [10]), ([10], [20, -0.5]), (["12"], [10]), ([10], [20, "far"]),
    ]
    for a, b in bad_pairs:
        with pytest.raises(ValueError):
            end_points(a, b)
    assert end_points([1, 2, 3, 4, 5, 6], [None] * 6) == ("A", 6)


def test_rest_unchanged():
    assert parse_end("A 3") == ("A", 3)
    assert parse_end(" b 1 ") == ("B", 1)
    for bad in ["C 2", "A 0", "A 7", "A", "A 2 1", "A two"]:
        with pytest.raises(ValueError):
            parse_end(bad)
    ends = [("A", 3), ("B", 1), ("B", 4), ("A", 6), ("B", 2), ("A", 4), ("B", 1)]
    assert game_score(ends) == (13, 8)
    assert game_score([]) == (0, 0)
    assert winner(ends) == "A"
    assert winner(ends[:5]) is None
    assert winner(ends, target=11) == "A"
    assert winner([("B", 6), ("B", 6), ("A", 1), ("B", 1)]) == "B"
    assert scoresheet(ends[:3]) == ["End 1: A 3 (3-0)", "End 2: B 1 (3-1)",
                                    "End 3: B 4 (3-5)"]
