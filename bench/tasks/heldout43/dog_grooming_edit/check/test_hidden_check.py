"""Hidden check for dog_grooming_edit: groom_price takes puppy=False; a puppy's basic groom is
25% off, extras full price; everything else in groom.py works as before."""

import itertools
import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
from groom import day_total, groom_price, travel_charge  # noqa: E402

BASE = {"small": 3000, "medium": 4000, "large": 5500}  # pence
EXTRAS = {"nails": 800, "teeth": 600, "flea bath": 1200, "de-shed": 1500}


def test_prompt_examples():
    assert groom_price("medium", ["nails"], puppy=True) == pytest.approx(38.0, abs=1e-9)
    assert groom_price("small", puppy=True) == pytest.approx(22.5, abs=1e-9)


def test_puppy_prices():
    assert groom_price("large", puppy=True) == pytest.approx(41.25, abs=1e-9)
    assert groom_price("medium", puppy=True) == pytest.approx(30.0, abs=1e-9)
    assert groom_price("small", ["flea bath", "teeth"], puppy=True) == \
        pytest.approx(40.5, abs=1e-9)
    assert groom_price("Large", ["De-shed"], puppy=True) == pytest.approx(56.25, abs=1e-9)
    assert groom_price("small", (), True) == pytest.approx(22.5, abs=1e-9)


def test_every_combination():
    for size in BASE:
        for n in range(len(EXTRAS) + 1):
            for extras in itertools.combinations(EXTRAS, n):
                extra = sum(EXTRAS[e] for e in extras)
                want_puppy = (BASE[size] * 3 / 4 + extra) / 100
                want_adult = (BASE[size] + extra) / 100
                assert groom_price(size, list(extras), puppy=True) == \
                    pytest.approx(want_puppy, abs=1e-9), (size, extras)
                assert groom_price(size, list(extras), puppy=False) == \
                    pytest.approx(want_adult, abs=1e-9), (size, extras)
                assert groom_price(size, list(extras)) == \
                    pytest.approx(want_adult, abs=1e-9), (size, extras)


def test_puppy_errors():
    with pytest.raises(ValueError):
        groom_price("tiny", puppy=True)
    with pytest.raises(ValueError):
        groom_price("small", ["haircut"], puppy=True)


def test_rest_unchanged():
    assert groom_price("medium") == 40.0
    assert groom_price(" Small ", ["nails", "teeth"]) == 44.0
    assert groom_price("large", ["flea bath", "de-shed"]) == 82.0
    for bad in [("tiny",), ("small", ["haircut"]), ("",)]:
        with pytest.raises(ValueError):
            groom_price(*bad)
    assert day_total([("small", []), ("large", ["nails"]), ("medium", ["teeth"])]) == 139.0
    assert day_total([]) == 0
    assert travel_charge(3) == 0.0
    assert travel_charge(5) == 0.0
    assert travel_charge(12) == 8.4
    with pytest.raises(ValueError):
        travel_charge(-1)
