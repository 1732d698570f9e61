"""Hidden check for bus_pass_fix: a top-up of exactly 20 gets the bonus, trips_left counts
only whole trips the balance pays for, and the rest of buspass.py works as before."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from buspass import top_up, trips_left  # noqa: E402


def test_reported_cases():
    assert top_up(10.0, 20) == 32.0
    assert trips_left(5.0) == 2
    assert trips_left(12.0) == 6


def test_top_up_bonus():
    assert top_up(0, 20) == 22.0
    assert top_up(3.5, 25) == 31.0
    assert top_up(0, 50) == 55.0
    assert top_up(0, 15) == 15.0
    assert top_up(1.25, 5) == 6.25
    assert top_up(2.4, 10) == 12.4
    assert top_up(78.0, 20) == 100.0
    for amount in range(5, 55, 5):
        for pennies in (0, 35, 1000, 2575):
            balance = pennies / 100
            want = pennies + amount * 100 + (amount * 10 if amount >= 20 else 0)
            if want > 10000:
                continue
            assert top_up(balance, amount) == want / 100, (balance, amount)


def test_top_up_errors_unchanged():
    for bad in [0, 3, 12, 55, 60, -5, 20.0, "20"]:
        with pytest.raises(ValueError):
            top_up(10.0, bad)
    with pytest.raises(ValueError):
        top_up(79.0, 20)
    with pytest.raises(ValueError):
        top_up(96.0, 5)


def test_trips_left_whole_trips():
    assert trips_left(0) == 0
    assert trips_left(1.74) == 0
    assert trips_left(1.75) == 1
    assert trips_left(3.49) == 1
    assert trips_left(3.5) == 2
    assert trips_left(6.9) == 3
    assert trips_left(12.25) == 7
    assert trips_left(100.0) == 57
    assert trips_left(4.99, fare=2.5) == 1
    assert trips_left(5.0, fare=2.5) == 2
    assert trips_left(9.0, 1.25) == 7
    rng = random.Random(38)
    for _ in range(2000):
        pennies = rng.randint(0, 10000)
        assert trips_left(pennies / 100) == pennies // 175, pennies
        assert trips_left(pennies / 100, 2.5) == pennies // 250, pennies
    assert isinstance(trips_left(12.0), int)


def test_trips_left_errors_unchanged():
    with pytest.raises(ValueError):
        trips_left(-0.5)
    for fare in [0, -1.75]:
        with pytest.raises(ValueError):
            trips_left(10.0, fare)
