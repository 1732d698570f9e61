"""Hidden check for jigsaw_module: jigsaw.py with edge_pieces, grid_for, pieces_per_hour and
time_left as the prompt describes them, examples and error rules."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import jigsaw  # noqa: E402


def test_prompt_examples():
    assert jigsaw.edge_pieces(40, 25) == 126
    assert jigsaw.edge_pieces(1, 6) == 6
    assert jigsaw.grid_for(1000) == (40, 25)
    assert jigsaw.grid_for(17) == (17, 1)
    assert jigsaw.pieces_per_hour(150, 90) == 100.0
    assert jigsaw.time_left(1000, 250, 100) == "7h 30m"


def test_edge_pieces():
    assert jigsaw.edge_pieces(1, 1) == 1
    assert jigsaw.edge_pieces(6, 1) == 6
    assert jigsaw.edge_pieces(2, 2) == 4
    assert jigsaw.edge_pieces(3, 3) == 8
    assert jigsaw.edge_pieces(2, 5) == 10
    assert jigsaw.edge_pieces(25, 40) == 126
    assert jigsaw.edge_pieces(38, 27) == 126
    for c in range(1, 30):
        for r in range(1, 30):
            inner = max(0, c - 2) * max(0, r - 2)
            assert jigsaw.edge_pieces(c, r) == c * r - inner, (c, r)
    for bad in [(0, 5), (5, 0), (-3, 4), (2.5, 4), (4, 1.5)]:
        with pytest.raises(ValueError):
            jigsaw.edge_pieces(*bad)


def test_grid_for():
    assert jigsaw.grid_for(500) == (25, 20)
    assert jigsaw.grid_for(1) == (1, 1)
    assert jigsaw.grid_for(2) == (2, 1)
    assert jigsaw.grid_for(36) == (6, 6)
    assert jigsaw.grid_for(48) == (8, 6)
    assert jigsaw.grid_for(300) == (20, 15)
    assert jigsaw.grid_for(1500) == (50, 30)
    assert jigsaw.grid_for(997) == (997, 1)
    for n in range(1, 2001):
        cols, rows = jigsaw.grid_for(n)
        assert cols * rows == n and cols >= rows, n
        best = max(r for r in range(1, math.isqrt(n) + 1) if n % r == 0)
        assert rows == best, n
    for bad in [0, -10, 2.5]:
        with pytest.raises(ValueError):
            jigsaw.grid_for(bad)


def test_pieces_per_hour():
    assert jigsaw.pieces_per_hour(0, 30) == 0
    assert jigsaw.pieces_per_hour(50, 60) == 50.0
    assert jigsaw.pieces_per_hour(100, 45) == 133.3
    assert jigsaw.pieces_per_hour(20, 7) == 171.4
    assert jigsaw.pieces_per_hour(1, 120) == 0.5
    rng = random.Random(4140)
    for _ in range(2000):
        done, minutes = rng.randint(0, 1000), rng.randint(1, 600)
        exact = Fraction(done * 60, minutes)
        if (exact * 20).denominator == 1 and (exact * 20).numerator % 2 == 1:
            continue  # exactly halfway between two tenths: either way is fine
        assert abs(jigsaw.pieces_per_hour(done, minutes) - round(exact, 1)) < 1e-9, (done,
                                                                                   minutes)
    for bad in [(10, 0), (10, -5), (-1, 30)]:
        with pytest.raises(ValueError):
            jigsaw.pieces_per_hour(*bad)


def test_time_left():
    assert jigsaw.time_left(1000, 1000, 80) == "0h 0m"
    assert jigsaw.time_left(500, 499, 60) == "0h 1m"
    assert jigsaw.time_left(500, 499, 7) == "0h 9m"
    assert jigsaw.time_left(1000, 0, 100) == "10h 0m"
    assert jigsaw.time_left(1000, 0, 100.0) == "10h 0m"
    assert jigsaw.time_left(300, 200, 37.5) == "2h 40m"
    assert jigsaw.time_left(100, 1, 40) == "2h 29m"
    assert jigsaw.time_left(2000, 10, 30) == "66h 20m"
    rng = random.Random(41)
    for _ in range(2000):
        total = rng.randint(1, 3000)
        done = rng.randint(0, total)
        per_hour = rng.randint(1, 400)
        minutes = -(-(total - done) * 60 // per_hour)
        assert jigsaw.time_left(total, done, per_hour) == f"{minutes // 60}h {minutes % 60}m"
    for bad in [(100, 101, 50), (100, -1, 50), (100, 10, 0), (100, 10, -20)]:
        with pytest.raises(ValueError):
            jigsaw.time_left(*bad)
