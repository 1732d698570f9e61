"""Hidden check for narrowboat_trip_module: narrowboat.py with cruise_hours (lock-miles / 3
to the nearest quarter, halfway up), format_hours, split_days (greedy days, over-long legs on
their own) and water_days, the prompt's examples and error rules."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import narrowboat  # noqa: E402

LEGS = [("Hillmorton", 6, 3), ("Braunston", 7, 0), ("Napton", 5.5, 0),
        ("Fenny Compton", 6, 9), ("Cropredy", 4, 8), ("Banbury", 4, 3)]


def want_hours(miles, locks):
    return Fraction(math.floor((Fraction(miles) + locks) * 4 / 3 + Fraction(1, 2)), 4)


def want_days(legs, per_day):
    days, place, today = [], None, 0
    for stop, miles, locks in legs:
        h = want_hours(miles, locks)
        if place is not None and today + h > per_day:
            days.append((place, today))
            today = 0
        place, today = stop, today + h
    if place is not None:
        days.append((place, today))
    return days


def same_days(got, want):
    assert isinstance(got, list), got
    assert len(got) == len(want), (got, want)
    for g, w in zip(got, want):
        assert tuple(g)[0] == w[0], (got, want)
        assert abs(tuple(g)[1] - w[1]) < 1e-9, (got, want)


def test_prompt_examples():
    assert narrowboat.cruise_hours(7, 5) == 4
    assert narrowboat.cruise_hours(10.5, 0) == 3.5
    assert narrowboat.cruise_hours(4, 0) == 1.25
    assert narrowboat.format_hours(2.25) == "2h 15m"
    assert narrowboat.format_hours(0.75) == "45m"
    assert narrowboat.format_hours(3) == "3h"
    assert narrowboat.format_hours(0) == "0m"
    assert narrowboat.water_days(450, 4) == 1
    same_days(narrowboat.split_days(LEGS), [("Braunston", 5.25), ("Napton", 1.75),
                                            ("Fenny Compton", 5.0), ("Cropredy", 4.0),
                                            ("Banbury", 2.25)])
    same_days(narrowboat.split_days(LEGS, 4), [("Hillmorton", 3.0), ("Napton", 4.0),
                                               ("Fenny Compton", 5.0), ("Cropredy", 4.0),
                                               ("Banbury", 2.25)])


def test_cruise_hours():
    assert narrowboat.cruise_hours(0, 0) == 0
    assert narrowboat.cruise_hours(2, 3) == 1.75
    assert narrowboat.cruise_hours(5.5, 0) == 1.75
    assert narrowboat.cruise_hours(1.125, 0) == 0.5  # 0.375 h: halfway, goes up
    assert narrowboat.cruise_hours(0.375, 0) == 0.25
    assert narrowboat.cruise_hours(3.375, 0) == 1.25  # 1.125 h
    assert narrowboat.cruise_hours(0, 12) == 4
    assert narrowboat.cruise_hours(1, 0) == 0.25
    assert narrowboat.cruise_hours(0.3, 0) == 0
    rng = random.Random(6363)
    for _ in range(2000):
        miles = rng.randint(0, 200) / 8
        locks = rng.randint(0, 30)
        got = narrowboat.cruise_hours(miles, locks)
        assert abs(got - want_hours(miles, locks)) < 1e-9, (miles, locks, got)


def test_cruise_hours_errors():
    for bad in [(-1, 0), (3, -1), (3, 1.5), ("3", 1), (3, "2"), (None, 1)]:
        with pytest.raises(ValueError):
            narrowboat.cruise_hours(*bad)


def test_format_hours():
    cases = {0.25: "15m", 1: "1h", 1.5: "1h 30m", 4: "4h", 10.75: "10h 45m", 0.5: "30m",
             1 / 3: "20m", 1.01: "1h 1m", 2 + 29.4 / 60: "2h 29m"}
    for hours, text in cases.items():
        assert narrowboat.format_hours(hours) == text, hours
    for quarters in range(0, 200):
        h, q = divmod(quarters, 4)
        m = q * 15
        text = f"{m}m" if h == 0 else (f"{h}h" if m == 0 else f"{h}h {m}m")
        assert narrowboat.format_hours(quarters / 4) == text
    with pytest.raises(ValueError):
        narrowboat.format_hours(-0.25)


def test_split_days_more():
    assert narrowboat.split_days([]) == []
    same_days(narrowboat.split_days([("A", 30, 0)]), [("A", 10.0)])
    same_days(narrowboat.split_days([("A", 9, 0), ("B", 9, 0)]), [("B", 6.0)])
    same_days(narrowboat.split_days([("A", 9, 0), ("B", 9, 1)]), [("A", 3.0), ("B", 3.25)])
    same_days(narrowboat.split_days([("A", 30, 0), ("B", 3, 0), ("C", 15, 0)], 5),
              [("A", 10.0), ("B", 1.0), ("C", 5.0)])
    same_days(narrowboat.split_days([("A", 30, 0), ("B", 3, 0), ("C", 15, 0)], hours_per_day=7),
              [("A", 10.0), ("C", 6.0)])
    same_days(narrowboat.split_days([("A", 3, 0), ("B", 3, 0), ("C", 3, 0)], 1.5),
              [("A", 1.0), ("B", 1.0), ("C", 1.0)])
    rng = random.Random(63)
    for _ in range(500):
        legs = [(f"P{k}", rng.randint(0, 60) / 4, rng.randint(0, 12))
                for k in range(rng.randint(0, 9))]
        per_day = rng.choice([3, 4, 5, 6, 6.5, 8])
        same_days(narrowboat.split_days(legs, per_day), want_days(legs, per_day))
    for bad in [0, -2]:
        with pytest.raises(ValueError):
            narrowboat.split_days(LEGS, bad)


def test_water_days():
    assert narrowboat.water_days(450, 2) == 3
    assert narrowboat.water_days(720, 3) == 4
    assert narrowboat.water_days(720, 4) == 3
    assert narrowboat.water_days(59, 1) == 0
    assert narrowboat.water_days(60, 1) == 1
    assert narrowboat.water_days(1000, 6) == 2
    for bad in [(450, 0), (450, -1), (450, 2.5), (0, 2), (-10, 2)]:
        with pytest.raises(ValueError):
            narrowboat.water_days(*bad)
