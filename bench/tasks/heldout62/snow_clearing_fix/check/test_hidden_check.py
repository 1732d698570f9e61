"""Hidden check for snow_clearing_fix: job_price() applies the minimum charge to the clearing
only and adds the grit on top (4 x 3 with grit -> 17.4), round_total follows, and nothing else
in snow.py changed."""

import math
import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from snow import area, job_price, round_total, salt_bags  # noqa: E402


def expected_price(length, width, grit):
    size = round(length * width, 1)
    tenths = round(size * 10)  # area in tenths of a square metre
    pence = max(1500, tenths * 8)  # 80p a square metre
    if grit:
        pence += tenths * 2
    return pence / 100


def test_reported_cases():
    assert job_price(4, 3, grit=True) == 17.4
    assert job_price(4, 4, grit=True) == 18.2
    assert round_total([(4, 3, True), (4, 4, True), (10, 6, False)]) == (3, 83.6)


def test_grit_on_small_drives():
    assert job_price(4, 3, True) == 17.4
    assert job_price(2, 2, grit=True) == 15.8
    assert job_price(3, 3.5, grit=True) == 17.1
    assert job_price(6, 3, grit=True) == 18.6
    assert job_price(1, 0.5, grit=True) == 15.1


def test_grit_on_big_drives_unchanged():
    assert job_price(5, 4, grit=True) == 20.0
    assert job_price(8, 5, grit=True) == 40.0
    assert job_price(12, 3.5, grit=True) == 42.0
    assert job_price(6, 4, grit=True) == 24.0


def test_no_grit_unchanged():
    assert job_price(4, 3) == 15.0
    assert job_price(4, 3, grit=False) == 15.0
    assert job_price(5, 4) == 16.0
    assert job_price(10, 6) == 48.0
    assert job_price(1, 1) == 15.0
    assert job_price(18.75, 1) == 15.04


def test_sampled():
    rng = random.Random(6262)
    for _ in range(2000):
        length = rng.randint(5, 200) / 10
        width = rng.randint(5, 60) / 10
        grit = rng.random() < 0.5
        got = job_price(length, width, grit)
        want = expected_price(length, width, grit)
        assert abs(got - want) < 0.005, (length, width, grit, got, want)
        assert round(got, 2) == got


def test_round_total():
    assert round_total([(4, 3, True), (4, 4, True), (10, 6, False)], early=True) == (3, 98.6)
    assert round_total([(2, 2, True)]) == (1, 15.8)
    assert round_total([(2, 2, True)], early=True) == (1, 20.8)
    assert round_total([(5, 4, False), (3, 3, True)]) == (2, 32.8)
    assert round_total([]) == (0, 0)
    rng = random.Random(62)
    for _ in range(300):
        jobs = [(rng.randint(5, 150) / 10, rng.randint(5, 50) / 10, rng.random() < 0.5)
                for _ in range(rng.randint(1, 8))]
        early = rng.random() < 0.3
        count, money = round_total(jobs, early)
        want = sum(expected_price(*job) for job in jobs) + (5 * len(jobs) if early else 0)
        assert count == len(jobs)
        assert abs(money - want) < 0.005, (jobs, early, money, want)


def test_errors_unchanged():
    for bad in [(0, 3), (4, 0), (-2, 3), (4, -1)]:
        with pytest.raises(ValueError):
            job_price(*bad)
        with pytest.raises(ValueError):
            job_price(*bad, grit=True)
        with pytest.raises(ValueError):
            area(*bad)


def test_rest_unchanged():
    assert area(4, 3) == 12.0
    assert area(4.25, 3.1) == 13.2
    assert area(0.3, 0.3) == 0.1
    assert salt_bags([(4, 3, True), (10, 6, False)]) == 1
    assert salt_bags([(10, 6, False)]) == 0
    assert salt_bags([]) == 0
    assert salt_bags([(20, 25, True), (10, 10, True)]) == 1
    assert salt_bags([(30, 25, True), (10, 25.4, True)]) == 2
    assert salt_bags([(40, 25, True), (1, 1, False)]) == 1
    assert salt_bags([(40, 25, True), (1, 1, True)]) == 2
