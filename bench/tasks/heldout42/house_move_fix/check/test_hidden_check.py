"""Hidden check for house_move_fix: boxes_needed() no longer adds a box when the stuff fits
exactly (or there is none), packing_plan follows, and the rest of removals.py is unchanged."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
from removals import box_cost, boxes_needed, packing_plan, tape_rolls  # noqa: E402

HOLDS = {"small": 30, "medium": 65, "large": 100}


def test_reported_cases():
    assert boxes_needed(130) == 2
    assert boxes_needed(200, "large") == 2
    assert boxes_needed(0) == 0
    assert boxes_needed(131) == 3
    assert packing_plan({"kitchen": 260, "bathroom": 40, "loft": 0, "bedroom": 130}) == {
        "kitchen": 4, "bathroom": 1, "loft": 0, "bedroom": 2, "total": 7}


def test_exact_and_not():
    assert boxes_needed(65) == 1
    assert boxes_needed(66) == 2
    assert boxes_needed(64.5) == 1
    assert boxes_needed(1) == 1
    assert boxes_needed(0.5, "large") == 1
    assert boxes_needed(0, "small") == 0
    assert boxes_needed(0, "large") == 0
    assert boxes_needed(30, "small") == 1
    assert boxes_needed(90, "small") == 3
    assert boxes_needed(90.5, "small") == 4
    assert boxes_needed(100, "large") == 1
    assert boxes_needed(300, "large") == 3
    assert boxes_needed(301, "large") == 4
    assert boxes_needed(650) == 10
    assert boxes_needed(130.0) == 2


def test_sampled():
    rng = random.Random(42)
    for _ in range(3000):
        size = rng.choice(list(HOLDS))
        if rng.random() < 0.4:
            litres = HOLDS[size] * rng.randint(0, 40)
        else:
            litres = rng.randint(0, 8000) / 2
        want = math.ceil(Fraction(litres) / HOLDS[size])
        assert boxes_needed(litres, size) == want, (litres, size)


def test_packing_plan():
    assert packing_plan({}) == {"total": 0}
    assert packing_plan({"garage": 0}) == {"garage": 0, "total": 0}
    assert packing_plan({"study": 90, "hall": 31}, "small") == {"study": 3, "hall": 2,
                                                                "total": 5}
    assert packing_plan({"lounge": 400, "shed": 250.5}, size="large") == {
        "lounge": 4, "shed": 3, "total": 7}


def test_errors_unchanged():
    for bad in [(-1,), (-0.5, "small"), (10, "huge"), (10, "Medium")]:
        with pytest.raises(ValueError):
            boxes_needed(*bad)
    with pytest.raises(ValueError):
        packing_plan({"kitchen": -5})


def test_rest_unchanged():
    assert tape_rolls(0) == 0
    assert tape_rolls(1) == 1
    assert tape_rolls(22) == 1
    assert tape_rolls(23) == 2
    assert tape_rolls(44) == 2
    for bad in [-1, 2.5, True, "3"]:
        with pytest.raises(ValueError):
            tape_rolls(bad)
    assert box_cost(8) == 17.6
    assert box_cost(3, "small") == 4.5
    assert box_cost(0, "large") == 0
    assert box_cost(7, "large") == 21.7
    for bad in [(-1,), (2.5,), (3, "huge")]:
        with pytest.raises(ValueError):
            box_cost(*bad)
