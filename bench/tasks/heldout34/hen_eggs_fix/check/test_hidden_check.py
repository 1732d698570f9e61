"""Hidden check for hen_eggs_fix: pack() boxes a left-over six as a half dozen (30 eggs ->
(2, 1, 0)), takings follows, keep still works, and nothing else in hens.py changed."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from hens import feed_bags, lay_rate, pack, takings  # noqa: E402


def expected_pack(eggs, keep=0):
    sell = max(0, eggs - keep)
    dozens, rest = divmod(sell, 12)
    half = 1 if rest >= 6 else 0
    return dozens, half, rest - 6 * half


def test_reported_cases():
    assert pack(30) == (2, 1, 0)
    assert pack(24, keep=6) == (1, 1, 0)
    assert takings(30) == 9.7


def test_pack_more():
    assert pack(6) == (0, 1, 0)
    assert pack(5) == (0, 0, 5)
    assert pack(7) == (0, 1, 1)
    assert pack(11) == (0, 1, 5)
    assert pack(12) == (1, 0, 0)
    assert pack(18) == (1, 1, 0)
    assert pack(23) == (1, 1, 5)
    assert pack(0) == (0, 0, 0)
    assert pack(4, keep=6) == (0, 0, 0)
    assert pack(12, 6) == (0, 1, 0)
    assert pack(36, keep=0) == (3, 0, 0)
    assert pack(42) == (3, 1, 0)


def test_pack_sampled():
    rng = random.Random(3434)
    for _ in range(3000):
        eggs, keep = rng.randint(0, 300), rng.randint(0, 30)
        assert pack(eggs, keep) == expected_pack(eggs, keep), (eggs, keep)
        assert pack(eggs) == expected_pack(eggs), eggs


def test_pack_errors_unchanged():
    for bad in [(-1,), (6.0,), ("12",), (12, -1), (12, 1.5), (True,)]:
        with pytest.raises(ValueError):
            pack(*bad)


def test_takings():
    assert takings(6) == 2.1
    assert takings(5) == 0.0
    assert takings(18) == 5.9
    assert takings(20, keep=8) == 3.8
    assert takings(20, keep=2) == 5.9
    assert takings(54) == 17.3
    assert takings(3, keep=10) == 0.0
    for eggs in range(0, 200):
        d, h, _ = expected_pack(eggs)
        assert abs(takings(eggs) - (d * 3.80 + h * 2.10)) < 0.005, eggs
        assert round(takings(eggs), 2) == takings(eggs)


def test_rest_unchanged():
    assert lay_rate(35, 5, 7) == 1.0
    assert lay_rate(20, 6, 4) == 0.83
    assert lay_rate(0, 3, 2) == 0.0
    for bad in [(10, 0, 7), (10, 5, 0), (-1, 5, 7)]:
        with pytest.raises(ValueError):
            lay_rate(*bad)
    assert feed_bags(6, 30) == (2, 27.0)
    assert feed_bags(5, 30) == (1, 13.5)
    assert feed_bags(1, 1) == (1, 13.5)
    assert feed_bags(10, 50) == (3, 40.5)
    for bad in [(0, 30), (4, 0), (-2, 5)]:
        with pytest.raises(ValueError):
            feed_bags(*bad)
