"""Hidden check for pumpkin_patch_fix: till() takes the entry money off the pumpkins only and
charges the carving kits on top every time; pumpkin prices, entry and the errors unchanged."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from pumpkins import entry_fee, pumpkin_price, pumpkins_total, till  # noqa: E402


def price_pence(kg):
    return 150 if kg < 2 else round(kg * 90)


def test_reported_cases():
    assert till([3.0], kits=1, adults=2) == 7.0
    assert till([1.5, 1.2], kits=2, adults=3) == 12.0


def test_kits_always_on_top():
    assert till([], kits=1, adults=1) == 5.0
    assert till([], kits=3, adults=2) == 13.0
    assert till([1.0], kits=1, adults=0) == 4.5
    assert till([2.0], kits=2, adults=1) == 8.0
    assert till([4.0], kits=1, adults=2) == 7.0
    assert till([4.5], kits=1, adults=2) == 7.05
    assert till([6.4, 1.8], kits=1, adults=2) == 10.26
    assert till([10.0, 12.0], kits=2, adults=4) == 25.8
    assert till([3.0], adults=2) == 4.0
    assert till([3.0], 0, 2) == 4.0
    assert till([3.0, 5.0], 1, 2) == 10.2
    assert till([]) == 0.0


def test_sampled():
    rng = random.Random(5252)
    for _ in range(3000):
        weights = [rng.randint(5, 150) / 10 for _ in range(rng.randint(0, 5))]
        kits, adults = rng.randint(0, 4), rng.randint(0, 6)
        pumpkins = sum(price_pence(kg) for kg in weights)
        want = max(adults * 200, pumpkins) + kits * 300
        got = till(weights, kits=kits, adults=adults)
        assert abs(got - want / 100) < 0.005, (weights, kits, adults, got)
        assert round(got, 2) == got


def test_errors_unchanged():
    for kits in [-1, 1.5, "2"]:
        with pytest.raises(ValueError):
            till([3.0], kits=kits, adults=1)
    for adults in [-2, 0.5]:
        with pytest.raises(ValueError):
            till([3.0], kits=1, adults=adults)
    for bad in [[0], [3.0, -1.0]]:
        with pytest.raises(ValueError):
            till(bad, kits=1, adults=1)


def test_rest_unchanged():
    assert pumpkin_price(1.99) == 1.5
    assert pumpkin_price(0.3) == 1.5
    assert pumpkin_price(2.0) == 1.8
    assert pumpkin_price(7.3) == 6.57
    for bad in [0, -1.5]:
        with pytest.raises(ValueError):
            pumpkin_price(bad)
    assert pumpkins_total([]) == 0
    assert pumpkins_total([1.0, 2.0, 10.0]) == 12.3
    assert entry_fee(0) == 0
    assert entry_fee(3) == 6.0
    for bad in [-1, 1.5, True]:
        with pytest.raises(ValueError):
            entry_fee(bad)
