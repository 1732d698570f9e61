"""Hidden check for hiking_time_module: hike.py with leg_minutes, route_minutes, with_breaks,
format_minutes and finish_time as the prompt describes them, examples and error rules."""

import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import hike  # noqa: E402


def test_prompt_examples():
    assert hike.leg_minutes(6, 450) == 117
    assert hike.leg_minutes(4.2, 0) == 50
    assert hike.leg_minutes(3, 120, pace_kmh=4) == 57
    assert hike.route_minutes([(6, 450), (4.2, 0), (2.5, 80)]) == 205
    assert hike.with_breaks(205) == 235
    assert hike.with_breaks(120) == 130
    assert hike.with_breaks(121) == 141
    assert hike.format_minutes(205) == "3:25"
    assert hike.format_minutes(45) == "0:45"
    assert hike.finish_time("09:30", 235) == "13:25"


def test_leg_minutes_more():
    assert hike.leg_minutes(0, 0) == 0
    assert hike.leg_minutes(10, 0) == 120
    assert hike.leg_minutes(0, 300) == 30
    assert hike.leg_minutes(5, 0, pace_kmh=4) == 75
    assert hike.leg_minutes(1.3, 0) == 16
    assert hike.leg_minutes(1.2, 33) == 18
    assert hike.leg_minutes(2, 0, 3) == 40
    assert hike.leg_minutes(7.5, 620, pace_kmh=4.5) == 162
    assert isinstance(hike.leg_minutes(4.2, 0), int)
    rng = random.Random(4848)
    for _ in range(1000):
        km10 = rng.randint(0, 300)
        up = rng.randint(0, 1200)
        pace = rng.choice([3, 4, 5, 6])
        exact = Fraction(km10, 10) * 60 / pace + Fraction(up, 10)
        if abs(exact - int(exact) - Fraction(1, 2)) < Fraction(1, 1000):
            continue
        want = int(exact + Fraction(1, 2))
        assert hike.leg_minutes(km10 / 10, up, pace_kmh=pace) == want, (km10, up, pace)


def test_leg_minutes_errors():
    for args in [(-1, 0), (5, -10), (5, 100, 0), (5, 100, -3)]:
        with pytest.raises(ValueError):
            hike.leg_minutes(*args)


def test_route_minutes_more():
    assert hike.route_minutes([]) == 0
    assert hike.route_minutes([(1.3, 0), (1.3, 0)]) == 32
    assert hike.route_minutes([(5, 0), (3, 120)], pace_kmh=4) == 132
    with pytest.raises(ValueError):
        hike.route_minutes([(5, 0), (-1, 0)])


def test_with_breaks_more():
    assert hike.with_breaks(0) == 0
    assert hike.with_breaks(1) == 1
    assert hike.with_breaks(59) == 59
    assert hike.with_breaks(60) == 60
    assert hike.with_breaks(61) == 71
    assert hike.with_breaks(180) == 200
    assert hike.with_breaks(181) == 211
    assert hike.with_breaks(100, every=45, rest=5) == 110
    assert hike.with_breaks(90, every=45, rest=5) == 95
    assert hike.with_breaks(300, rest=15) == 360
    for m in range(1, 600):
        assert hike.with_breaks(m) == m + (m - 1) // 60 * 10, m
    for bad in [-1, 2.5, "60"]:
        with pytest.raises(ValueError):
            hike.with_breaks(bad)


def test_format_minutes_more():
    assert hike.format_minutes(0) == "0:00"
    assert hike.format_minutes(60) == "1:00"
    assert hike.format_minutes(61) == "1:01"
    assert hike.format_minutes(599) == "9:59"
    assert hike.format_minutes(605) == "10:05"
    for bad in [-5, 3.5]:
        with pytest.raises(ValueError):
            hike.format_minutes(bad)


def test_finish_time_more():
    assert hike.finish_time("09:30", 0) == "09:30"
    assert hike.finish_time("08:45", 20) == "09:05"
    assert hike.finish_time("00:00", 65) == "01:05"
    assert hike.finish_time("10:15", 600) == "20:15"
    assert hike.finish_time("23:00", 59) == "23:59"
    for start, minutes in [("23:00", 60), ("22:30", 120), ("12:00", 1000)]:
        with pytest.raises(ValueError):
            hike.finish_time(start, minutes)
    for bad in ["9.30", "25:00", "09:60", "nine", "", "0930"]:
        with pytest.raises(ValueError):
            hike.finish_time(bad, 30)
