"""Hidden check for scout_camp_fix: price_per_scout shares the whole camp cost between the
scouts only (leaders free), rounded up to a whole pound; the rest of camp.py unchanged."""

import os
import random
import sys
from fractions import Fraction
from math import ceil

import pytest

sys.path.insert(0, os.getcwd())
from camp import camp_cost, camp_summary, leaders_needed, price_per_scout, tents_needed  # noqa: E402


def expected_leaders(scouts):
    return max(2, -(-scouts // 6))


def expected_cost_pence(scouts, nights, fee_pence):
    return fee_pence * nights + (scouts + expected_leaders(scouts)) * nights * 950


def test_reported_case():
    assert price_per_scout(12, 2, 40) == 29
    assert camp_summary(12, 2, 40) == {"scouts": 12, "leaders": 2, "tents": 4, "cost": 346.0,
                                       "per_scout": 29}


def test_price_per_scout_more():
    assert price_per_scout(13, 1, 25) == 14
    assert price_per_scout(1, 1, 0) == 29
    assert price_per_scout(6, 1, 0) == 13
    assert price_per_scout(20, 3, 35.5) == 40
    assert isinstance(price_per_scout(12, 2, 40), int)
    rng = random.Random(4848)
    for _ in range(1000):
        scouts, nights = rng.randint(1, 40), rng.randint(1, 5)
        fee_pence = rng.choice([0, 1000, 2550, 4000, 6075, 12000])
        want = ceil(Fraction(expected_cost_pence(scouts, nights, fee_pence), 100 * scouts))
        assert price_per_scout(scouts, nights, fee_pence / 100) == want, (scouts, nights,
                                                                          fee_pence)


def test_rest_unchanged():
    assert [leaders_needed(n) for n in [1, 6, 12, 13, 18, 19, 30]] == [2, 2, 2, 3, 3, 4, 5]
    assert tents_needed(12) == 4
    assert tents_needed(13) == 6
    assert tents_needed(1) == 2
    assert camp_cost(12, 2, 40) == 346.0
    assert camp_cost(13, 1, 25) == 177.0
    assert camp_cost(5, 2, 0) == 133.0
    assert camp_summary(13, 1, 25) == {"scouts": 13, "leaders": 3, "tents": 6, "cost": 177.0,
                                       "per_scout": 14}
    for bad in [0, -2, 2.5, True]:
        with pytest.raises(ValueError):
            leaders_needed(bad)
        with pytest.raises(ValueError):
            price_per_scout(bad, 2, 40)
    for bad in [0, 1.5]:
        with pytest.raises(ValueError):
            camp_cost(12, bad, 40)
        with pytest.raises(ValueError):
            price_per_scout(12, bad, 40)
    with pytest.raises(ValueError):
        price_per_scout(12, 2, -1)
