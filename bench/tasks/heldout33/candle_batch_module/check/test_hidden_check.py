"""Hidden check for candle_batch_module: candles.py with wax_needed, fragrance_oil, pours,
burn_hours and batch_plan as the prompt describes them, examples and error rules."""

import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import candles  # noqa: E402


def tenth_ok(got, exact):
    """got is exact to 0.1 (either neighbour on an exact tie)."""
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(Fraction(got) - exact) <= Fraction(1, 20) + Fraction(1, 10**9), (got, exact)
    assert abs(round(got, 1) - got) < 1e-9, got


def test_prompt_examples():
    assert candles.wax_needed(200) == 180
    assert candles.wax_needed(200, 6) == 1080
    assert candles.wax_needed(110, 2) == 198
    assert candles.wax_needed(73) == 66
    assert candles.fragrance_oil(1080) == 86.4
    assert candles.fragrance_oil(180, 10) == 18.0
    assert candles.fragrance_oil(500, 12) == 60.0
    assert candles.pours(2300) == [1000, 1000, 300]
    assert candles.pours(1000) == [1000]
    assert candles.pours(450, 200) == [200, 200, 50]
    assert candles.burn_hours(180) == 25
    assert candles.burn_hours(66) == 9
    assert candles.burn_hours(6) == 0
    assert candles.batch_plan(200, 6) == {"wax_g": 1080, "oil_g": 86.4, "pours": [1000, 80],
                                          "burn_hours_each": 25}


def test_wax_needed_more():
    assert candles.wax_needed(1) == 1
    assert candles.wax_needed(100, 3) == 270
    assert candles.wax_needed(237) == 213  # 213.3
    assert candles.wax_needed(238) == 214  # 214.2
    assert candles.wax_needed(42, 7) == 265  # 264.6
    assert isinstance(candles.wax_needed(73), int)
    rng = random.Random(33)
    for _ in range(2000):
        volume, count = rng.randint(1, 1000), rng.randint(1, 30)
        if (volume * count) % 10 == 5:
            continue  # exactly half a gram: either way is fine
        exact = Fraction(volume * count * 9, 10)
        assert candles.wax_needed(volume, count) == round(exact), (volume, count)


def test_wax_needed_errors():
    for volume in [0, -50]:
        with pytest.raises(ValueError):
            candles.wax_needed(volume)
    for count in [0, -1, 2.5]:
        with pytest.raises(ValueError):
            candles.wax_needed(200, count)


def test_fragrance_oil_more():
    assert candles.fragrance_oil(66, 6.5) == 4.3
    assert candles.fragrance_oil(1000, 0.5) == 5.0
    assert candles.fragrance_oil(250) == 20.0
    rng = random.Random(3)
    for _ in range(2000):
        wax, load = rng.randint(1, 5000), rng.choice([1, 2, 5, 6, 7.5, 8, 9, 10, 12])
        tenth_ok(candles.fragrance_oil(wax, load), Fraction(wax) * Fraction(load) / 100)


def test_fragrance_oil_errors():
    for wax in [0, -10]:
        with pytest.raises(ValueError):
            candles.fragrance_oil(wax)
    for load in [0, -2, 12.5, 13, 20]:
        with pytest.raises(ValueError):
            candles.fragrance_oil(500, load)


def test_pours_more():
    assert candles.pours(1) == [1]
    assert candles.pours(999) == [999]
    assert candles.pours(1001) == [1000, 1]
    assert candles.pours(3000) == [1000, 1000, 1000]
    assert candles.pours(600, 600) == [600]
    assert candles.pours(601, 600) == [600, 1]
    rng = random.Random(333)
    for _ in range(1000):
        total, pot = rng.randint(1, 20000), rng.randint(1, 3000)
        got = candles.pours(total, pot)
        assert sum(got) == total
        assert all(p == pot for p in got[:-1]) and 0 < got[-1] <= pot
        assert len(got) == -(-total // pot)


def test_pours_errors():
    for bad in [(0,), (-100,), (500, 0), (500, -1)]:
        with pytest.raises(ValueError):
            candles.pours(*bad)


def test_burn_hours_more():
    assert candles.burn_hours(0) == 0
    assert candles.burn_hours(7) == 1
    assert candles.burn_hours(13) == 1
    assert candles.burn_hours(14) == 2
    assert candles.burn_hours(1080) == 154
    assert isinstance(candles.burn_hours(180), int)
    with pytest.raises(ValueError):
        candles.burn_hours(-1)


def test_batch_plan_more():
    assert candles.batch_plan(110, 12, 10, 500) == {
        "wax_g": 1188, "oil_g": 118.8, "pours": [500, 500, 188], "burn_hours_each": 14}
    assert candles.batch_plan(73, 1) == {"wax_g": 66, "oil_g": 5.3, "pours": [66],
                                         "burn_hours_each": 9}
    assert candles.batch_plan(300, 10, 6) == {"wax_g": 2700, "oil_g": 162.0,
                                              "pours": [1000, 1000, 700],
                                              "burn_hours_each": 38}
    for bad in [dict(volume_ml=0, count=6), dict(volume_ml=200, count=0),
                dict(volume_ml=200, count=6, load=15), dict(volume_ml=200, count=6, pot_g=0)]:
        with pytest.raises(ValueError):
            candles.batch_plan(**bad)
