"""Hidden check for cattery_fix: peak_nights() counts each night by the date it starts on
(28 June - 2 July: 1, 30 August - 2 September: 2), stay_cost follows, and nothing else in
cattery.py changed."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from cattery import booster_ok, nights, peak_nights, stay_cost  # noqa: E402


def expected_peak(arrive, leave):
    return sum(1 for i in range((leave - arrive).days)
               if (arrive + timedelta(days=i)).month in (7, 8))


def expected_cost_pence(arrive, leave, cats=1, medicated=0):
    n = (leave - arrive).days
    per_night = 1600 + 1100 * (cats - 1) + 150 * medicated
    return n * per_night + expected_peak(arrive, leave) * 250 * cats


def test_reported_cases():
    assert peak_nights(date(2024, 6, 28), date(2024, 7, 2)) == 1
    assert stay_cost(date(2024, 6, 28), date(2024, 7, 2)) == 66.5
    assert peak_nights(date(2024, 8, 30), date(2024, 9, 2)) == 2


def test_peak_nights_more():
    assert peak_nights(date(2024, 6, 30), date(2024, 7, 1)) == 0
    assert peak_nights(date(2024, 7, 1), date(2024, 7, 2)) == 1
    assert peak_nights(date(2024, 8, 31), date(2024, 9, 1)) == 1
    assert peak_nights(date(2024, 9, 1), date(2024, 9, 5)) == 0
    assert peak_nights(date(2024, 6, 1), date(2024, 7, 1)) == 0
    assert peak_nights(date(2024, 6, 25), date(2024, 9, 5)) == 62
    assert peak_nights(date(2024, 7, 10), date(2024, 7, 17)) == 7
    assert peak_nights(date(2024, 12, 28), date(2025, 1, 3)) == 0


def test_peak_nights_sampled():
    rng = random.Random(4747)
    for _ in range(2000):
        arrive = date(2023, 1, 1) + timedelta(days=rng.randint(0, 800))
        leave = arrive + timedelta(days=rng.randint(1, 40))
        assert peak_nights(arrive, leave) == expected_peak(arrive, leave), (arrive, leave)


def test_stay_cost_more():
    assert stay_cost(date(2024, 8, 30), date(2024, 9, 2), 2) == 91.0
    assert stay_cost(date(2024, 8, 30), date(2024, 9, 2)) == 53.0
    assert stay_cost(date(2024, 6, 30), date(2024, 7, 1), 3, 1) == 39.5
    assert stay_cost(date(2024, 7, 31), date(2024, 8, 1), 3, 3) == 50.0
    assert stay_cost(date(2024, 5, 1), date(2024, 5, 8)) == 112.0
    rng = random.Random(474)
    for _ in range(1500):
        arrive = date(2023, 1, 1) + timedelta(days=rng.randint(0, 800))
        leave = arrive + timedelta(days=rng.randint(1, 30))
        cats = rng.randint(1, 3)
        medicated = rng.randint(0, cats)
        want = expected_cost_pence(arrive, leave, cats, medicated) / 100
        got = stay_cost(arrive, leave, cats, medicated)
        assert abs(got - want) < 1e-6, (arrive, leave, cats, medicated)


def test_rest_unchanged():
    assert nights(date(2024, 2, 27), date(2024, 3, 2)) == 4
    for arrive, leave in [(date(2024, 5, 2), date(2024, 5, 2)),
                          (date(2024, 5, 3), date(2024, 5, 2))]:
        with pytest.raises(ValueError):
            nights(arrive, leave)
        with pytest.raises(ValueError):
            peak_nights(arrive, leave)
    for cats, medicated in [(0, 0), (4, 0), (2, 3), (1, -1), (1.0, 0), (True, 0)]:
        with pytest.raises(ValueError):
            stay_cost(date(2024, 7, 1), date(2024, 7, 3), cats, medicated)
    assert booster_ok(date(2023, 7, 1), date(2024, 6, 30))
    assert booster_ok(date(2024, 6, 30), date(2024, 6, 30))
    assert not booster_ok(date(2023, 6, 30), date(2024, 6, 30))
    assert not booster_ok(date(2024, 7, 1), date(2024, 6, 30))
