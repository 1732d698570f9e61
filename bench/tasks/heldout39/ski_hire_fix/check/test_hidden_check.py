"""Hidden check for ski_hire_fix: hire_price() takes 20% off only the days after the fifth
(211.2 for 7 days of adult skis, 40.6 for 6 days of child boots), group_price follows, and the
rest of ski_hire.py still works."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from ski_hire import day_rate, group_price, hire_price  # noqa: E402

RATES = {"skis": 32.0, "boots": 14.0, "board": 30.0}


def expected(kit, age, days):
    rate = RATES[kit] / (2 if age < 12 else 1)
    return rate * min(days, 5) + rate * max(0, days - 5) * 0.8


def close(got, want):
    return isinstance(got, (int, float)) and abs(got - want) < 1e-6


def test_reported_cases():
    assert close(hire_price("skis", 30, 7), 211.2)
    assert close(hire_price("boots", 9, 6), 40.6)


def test_short_hires_unchanged():
    assert close(hire_price("skis", 30, 1), 32.0)
    assert close(hire_price("skis", 30, 5), 160.0)
    assert close(hire_price("board", 11, 5), 75.0)
    assert close(hire_price("board", 12, 3), 90.0)
    assert close(hire_price("boots", 8, 2), 14.0)


def test_long_hires():
    assert close(hire_price("skis", 30, 6), 185.6)
    assert close(hire_price("board", 40, 10), 270.0)
    assert close(hire_price("skis", 6, 14), 195.2)
    assert close(hire_price("boots", 50, 8), 103.6)


def test_sampled():
    rng = random.Random(3939)
    for _ in range(2000):
        kit = rng.choice(list(RATES))
        age = rng.randint(2, 80)
        days = rng.randint(1, 30)
        got = hire_price(kit, age, days)
        assert close(got, expected(kit, age, days)), (kit, age, days, got)
        assert round(got, 2) == got


def test_group_price():
    kits = [("skis", 40), ("boots", 40), ("board", 10)]
    assert close(group_price(kits, 8), 451.4)
    assert close(group_price(kits, 5), 305.0)
    assert close(group_price([("skis", 7), ("skis", 9)], 7), 211.2)
    assert close(group_price([], 3), 0.0)


def test_rest_unchanged():
    assert day_rate("skis", 12) == 32.0
    assert day_rate("skis", 11) == 16.0
    assert day_rate("boots", 5) == 7.0
    assert day_rate("board", 30) == 30.0
    with pytest.raises(ValueError):
        day_rate("sledge", 30)
    for bad in [0, -2, 2.5, "3"]:
        with pytest.raises(ValueError):
            hire_price("skis", 30, bad)
    with pytest.raises(ValueError):
        hire_price("poles", 30, 7)
