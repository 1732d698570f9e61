"""Hidden check for cat_food_fix: the household sums use each cat's kitten flag, boxes are
rounded UP to whole boxes, days_left and run_out follow, per-cat numbers and errors unchanged."""

import math
import os
import random
import sys
from datetime import date, timedelta
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
from catfood import boxes_needed, daily_pouches, days_left, household_daily, run_out  # noqa: E402

TOM, BELLA, PIP = (4.2, False), (5.0, False), (2.1, True)


def want_daily(weight, kitten):
    grams = Fraction(str(weight)) * (80 if kitten else 40)
    return Fraction(math.ceil(grams / 85 * 2), 2)


def test_reported_cases():
    assert boxes_needed([TOM, BELLA], 7) == 3
    assert household_daily([TOM, BELLA, PIP]) == 6.5
    assert boxes_needed([TOM, BELLA, PIP], 30) == 17
    assert days_left(24, [TOM, BELLA, PIP]) == 3
    assert run_out(date(2024, 3, 1), 24, [TOM, BELLA, PIP]) == date(2024, 3, 4)


def test_per_cat_unchanged():
    assert daily_pouches(2.1, kitten=True) == 2.0
    assert daily_pouches(2.1, True) == 2.0
    assert daily_pouches(2.1) == 1.0
    assert daily_pouches(4.2) == 2.0
    assert daily_pouches(5.0) == 2.5
    assert daily_pouches(3.0) == 1.5
    assert daily_pouches(0.5, kitten=True) == 0.5
    for bad in [0, -1, -0.5]:
        with pytest.raises(ValueError):
            daily_pouches(bad)
        with pytest.raises(ValueError):
            daily_pouches(bad, kitten=True)


def test_boxes_round_up():
    assert boxes_needed([TOM], 6) == 1
    assert boxes_needed([TOM], 7) == 2
    assert boxes_needed([BELLA], 1) == 1
    assert boxes_needed([TOM, BELLA], 8) == 3
    assert boxes_needed([PIP], 6) == 1
    assert boxes_needed([PIP], 7) == 2
    assert boxes_needed([(3.0, False)], 1) == 1
    assert boxes_needed([(3.0, False)], 8) == 1
    assert boxes_needed([(3.0, False)], 9) == 2
    assert boxes_needed([TOM, BELLA, PIP, (1.0, True)], 14) == 9
    for bad in [0, -3, 2.5, "7"]:
        with pytest.raises(ValueError):
            boxes_needed([TOM], bad)


def test_kittens_in_the_household():
    assert household_daily([PIP]) == 2.0
    assert household_daily([PIP, PIP]) == 4.0
    assert household_daily([TOM, (1.0, True)]) == 3.0
    assert household_daily([]) == 0
    assert days_left(13, [TOM, BELLA, PIP]) == 2
    assert days_left(12, [PIP]) == 6
    assert days_left(11, [PIP]) == 5
    assert days_left(0, [PIP]) == 0
    assert run_out(date(2024, 2, 27), 12, [PIP]) == date(2024, 3, 4)
    assert run_out(date(2024, 12, 30), 20, [TOM, BELLA, PIP]) == date(2025, 1, 2)
    with pytest.raises(ValueError):
        days_left(10, [])
    with pytest.raises(ValueError):
        run_out(date(2024, 3, 1), 10, [])


def test_sampled():
    rng = random.Random(60)
    for _ in range(1500):
        cats = [(round(rng.uniform(0.5, 8.0), 1), rng.random() < 0.3)
                for _ in range(rng.randint(1, 4))]
        per_day = sum(want_daily(w, k) for w, k in cats)
        assert household_daily(cats) == per_day, cats
        days = rng.randint(1, 60)
        assert boxes_needed(cats, days) == math.ceil(math.ceil(per_day * days) / 12), (cats, days)
        stock = rng.randint(0, 100)
        left = math.floor(stock / per_day)
        assert days_left(stock, cats) == left, (cats, stock)
        today = date(2024, 1, 1) + timedelta(days=rng.randint(0, 400))
        assert run_out(today, stock, cats) == today + timedelta(days=left)
