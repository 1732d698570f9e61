"""Hidden check for badminton_courts_fix: the 17:00 hour is peak on a weekday, court_cost,
share and season_cost follow, and nothing else in courts.py changed."""

import math
import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from courts import court_cost, hour_rate, season_cost, share  # noqa: E402


def rate(hour, weekend):
    return 1400 if weekend or hour >= 17 else 900


def test_reported_cases():
    assert hour_rate(17) == 14.0
    assert court_cost(16, 2) == 23.0
    assert share(court_cost(16, 2), 4) == 5.75


def test_hour_rate_all_hours():
    for hour in range(8, 22):
        assert hour_rate(hour) == (14.0 if hour >= 17 else 9.0), hour
        assert hour_rate(hour, weekend=True) == 14.0, hour
        assert hour_rate(hour, True) == 14.0, hour
    for bad in [7, 22, 23, -1, 16.5, "17"]:
        with pytest.raises(ValueError):
            hour_rate(bad)


def test_court_cost():
    assert court_cost(17, 1) == 14.0
    assert court_cost(15, 2) == 18.0
    assert court_cost(15, 3) == 32.0
    assert court_cost(17, 2, courts=2) == 56.0
    assert court_cost(16, 3, 2) == 2 * (9 + 14 + 14)
    assert court_cost(8, 14) == 9 * 9 + 5 * 14
    assert court_cost(16, 2, weekend=True) == 28.0
    assert court_cost(21, 1) == 14.0
    for args in [(21, 2), (16, 0), (16, 1, 0), (7, 2), (16, 1.5)]:
        with pytest.raises(ValueError):
            court_cost(*args)


def test_sampled():
    rng = random.Random(41)
    for _ in range(1000):
        start = rng.randint(8, 21)
        hours = rng.randint(1, 22 - start)
        courts = rng.randint(1, 4)
        weekend = rng.random() < 0.3
        pence = courts * sum(rate(h, weekend) for h in range(start, start + hours))
        got = court_cost(start, hours, courts, weekend)
        assert abs(got - pence / 100) < 1e-9, (start, hours, courts, weekend)
        players = rng.randint(1, 8)
        assert abs(share(got, players) - math.ceil(pence / players) / 100) < 1e-9
        weeks = rng.randint(1, 12)
        assert abs(season_cost(weeks, start, hours, courts, weekend) - weeks * pence / 100) < 1e-6


def test_share_and_season_unchanged():
    assert share(23.0, 3) == 7.67
    assert share(18.0, 4) == 4.5
    assert share(14.0, 1) == 14.0
    assert share(10.0, 3) == 3.34
    for bad in [0, -2, 2.5]:
        with pytest.raises(ValueError):
            share(18.0, bad)
    assert season_cost(10, 16, 2) == 230.0
    assert season_cost(4, 10, 1, courts=2) == 72.0
    with pytest.raises(ValueError):
        season_cost(0, 16, 2)
