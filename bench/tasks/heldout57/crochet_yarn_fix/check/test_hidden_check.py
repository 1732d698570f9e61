"""Hidden check for crochet_yarn_fix: balls_needed rounds a part ball up but an exact number of
balls is not bumped (600 m of 200 m balls + 1 spare = 4), blanket follows, and the rest of
yarn.py still works as before."""

import math
import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from yarn import balls_needed, blanket, cost, squares  # noqa: E402


def test_reported_cases():
    assert balls_needed(600, 200) == 4
    assert balls_needed(650, 200) == 5
    got = blanket(120, 150, 15, 25, 100, 3.20)
    assert got["balls"] == 21
    assert got["cost"] == 57.6
    assert got["squares"] == 80
    assert got["metres"] == 2000


def test_balls_more():
    assert balls_needed(100, 100) == 2
    assert balls_needed(100.5, 100) == 3
    assert balls_needed(99, 100) == 2
    assert balls_needed(1, 100) == 2
    assert balls_needed(0, 100) == 1
    assert balls_needed(600, 200, spare=0) == 3
    assert balls_needed(601, 200, 0) == 4
    assert balls_needed(400, 100, spare=2) == 6
    assert balls_needed(0, 50, spare=0) == 0
    assert balls_needed(1980, 200) == 11
    assert balls_needed(2000, 200) == 11
    assert balls_needed(2001, 200) == 12


def test_balls_sampled():
    rng = random.Random(57)
    for _ in range(3000):
        ball = rng.choice([50, 80, 100, 120, 150, 200, 250, 300])
        metres = rng.randint(0, 5000)
        spare = rng.randint(0, 3)
        assert balls_needed(metres, ball, spare) == -(-metres // ball) + spare, (
            metres, ball, spare)
        assert balls_needed(metres, ball) == -(-metres // ball) + 1, (metres, ball)


def test_balls_errors_unchanged():
    for bad in [(-1, 100), (100, 0), (100, -50), (100, 100, -1)]:
        with pytest.raises(ValueError):
            balls_needed(*bad)


def test_blanket_more():
    assert blanket(100, 130, 12, 20, 200, 4.5) == {
        "squares": 99, "metres": 1980, "balls": 11, "cost": 42.75}
    assert blanket(90, 90, 10, 10, 100, 2.0) == {
        "squares": 81, "metres": 810, "balls": 10, "cost": 17.0}
    assert blanket(80, 100, 10, 12.5, 100, 2.0) == {
        "squares": 80, "metres": 1000, "balls": 11, "cost": 19.0}
    got = blanket(60, 60, 20, 33.3, 100, 5.0)
    assert got["squares"] == 9
    assert abs(got["metres"] - 299.7) < 1e-9
    assert got["balls"] == 4
    assert got["cost"] == 20.0


def test_rest_unchanged():
    assert squares(120, 150, 15) == (8, 10, 80)
    assert squares(100, 130, 12) == (9, 11, 99)
    assert squares(10, 10, 10) == (1, 1, 1)
    assert squares(10.5, 1, 10) == (2, 1, 2)
    for bad in [(0, 10, 10), (10, -1, 10), (10, 10, 0)]:
        with pytest.raises(ValueError):
            squares(*bad)
    assert cost(9, 3.2) == 28.8
    assert cost(10, 3.2) == 27.2
    assert cost(21, 3.2) == 57.6
    assert cost(0, 3.2) == 0
    assert cost(25, 2.0) == 44.0
    assert math.isclose(cost(13, 4.99), 57.39)
