"""Hidden check for car_wash_fix: wait_for counts only the washes of the cars in front
(front car waits 0), n is still checked, and the rest of carwash.py works as before."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from carwash import done_at, minutes, wait_for  # noqa: E402

QUEUE = ["basic", "deluxe", "super"]
MINUTES = {"basic": 6, "deluxe": 10, "super": 14}


def test_reported_cases():
    assert wait_for(QUEUE, 1) == 0
    assert wait_for(QUEUE, 3) == 16


def test_wait_for_more():
    assert wait_for(QUEUE, 2) == 6
    assert wait_for(["super"], 1) == 0
    assert wait_for(["Super", " deluxe", "BASIC", "basic"], 4) == 30
    assert wait_for(["Super", " deluxe", "BASIC", "basic"], 3) == 24
    rng = random.Random(3838)
    for _ in range(500):
        queue = [rng.choice(list(MINUTES)) for _ in range(rng.randint(1, 10))]
        n = rng.randint(1, len(queue))
        assert wait_for(queue, n) == sum(MINUTES[p] for p in queue[:n - 1]), (queue, n)


def test_wait_for_errors_unchanged():
    for n in [0, 4, -1]:
        with pytest.raises(ValueError):
            wait_for(QUEUE, n)
    with pytest.raises(ValueError):
        wait_for([], 1)
    with pytest.raises(ValueError):
        wait_for(["jet", "basic"], 2)


def test_rest_unchanged():
    assert minutes(" Deluxe ") == 10
    assert minutes("basic") == 6
    with pytest.raises(ValueError):
        minutes("platinum")
    assert done_at(QUEUE) == "08:30"
    assert done_at(QUEUE, "09:45") == "10:15"
    assert done_at([], "07:05") == "07:05"
    assert done_at(["super"] * 5, "23:00") == "00:10"
