"""Hidden check for hedge_trimming_fix: heights exactly on a band limit belong to that band
(1.0 low, 2.0 medium, 3.5 tall), and everything else in hedges.py still works as before."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from hedges import height_band, quote, trim_price, waste_loads  # noqa: E402


def band(h):
    return "low" if h <= 1.0 else "medium" if h <= 2.0 else "tall"


def test_reported_cases():
    assert trim_price(20, 2.0) == 40.0
    assert quote([(20, 2.0), (10, 1.0)]) == {"trimming": 52.0, "waste": 24.0, "total": 76.0}
    assert height_band(3.5) == "tall"


def test_band_limits():
    assert height_band(1.0) == "low"
    assert height_band(1) == "low"
    assert height_band(2) == "medium"
    assert height_band(2.0) == "medium"
    assert height_band(3.5) == "tall"
    assert height_band(0.3) == "low"
    assert height_band(1.01) == "medium"
    assert height_band(1.5) == "medium"
    assert height_band(2.01) == "tall"
    assert height_band(3.49) == "tall"
    for h in [i / 100 for i in range(1, 351)]:
        assert height_band(h) == band(h), h


def test_band_errors_unchanged():
    for bad in [0, -1, 3.51, 4, 10]:
        with pytest.raises(ValueError):
            height_band(bad)
        with pytest.raises(ValueError):
            trim_price(10, bad)


def test_trim_price():
    assert trim_price(10, 1.0) == 12.0
    assert trim_price(15, 3.5) == 52.5
    assert trim_price(12.5, 0.8) == 15.0
    assert trim_price(7, 2.5) == 24.5
    rates = {"low": 120, "medium": 200, "tall": 350}
    rng = random.Random(48)
    for _ in range(500):
        length = rng.randint(1, 80)
        h = rng.randint(1, 350) / 100
        assert trim_price(length, h) == round(length * rates[band(h)] / 100, 2), (length, h)
    for bad in [0, -3]:
        with pytest.raises(ValueError):
            trim_price(bad, 1.5)


def test_waste_and_quote_unchanged():
    assert waste_loads(15) == 1
    assert waste_loads(16) == 2
    assert waste_loads(3) == 1
    assert waste_loads(45) == 3
    with pytest.raises(ValueError):
        waste_loads(0)
    assert quote([(3, 0.5)]) == {"trimming": 3.6, "waste": 12.0, "total": 35.0}
    assert quote([(3, 0.5)], take_waste=False)["total"] == 35.0
    assert quote([(20, 2.0), (10, 1.0)], take_waste=False) == {
        "trimming": 52.0, "waste": 0.0, "total": 52.0}
    assert quote([(10, 3.5), (10, 2.0), (10, 1.0)]) == {
        "trimming": 67.0, "waste": 24.0, "total": 91.0}
    with pytest.raises(ValueError):
        quote([])
    with pytest.raises(ValueError):
        quote([(10, 1.0), (5, 4.0)])
