"""Hidden check for babysitting_fee_fix: time between 23:00 and 07:00 is at the late rate,
before or after midnight (sits past midnight, sits starting after midnight, sleepovers past
07:00), so fee() and week_total() come out right; everything else in babysit.py unchanged."""

import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
from babysit import fee, parse_time, split_minutes, week_total  # noqa: E402


def hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def expected_split(start, end):
    s = int(start[:2]) * 60 + int(start[3:])
    e = int(end[:2]) * 60 + int(end[3:])
    total = (e - s) % 1440
    late = sum(1 for m in range(s, s + total) if m % 1440 >= 1380 or m % 1440 < 420)
    return total - late, late


def expected_fee(start, end, children=1):
    day, late = expected_split(start, end)
    extra = 2 * (children - 1)
    amount = Fraction(day * (9 + extra) + late * (12 + extra), 60)
    amount = max(amount, Fraction(20))
    return round(float(amount), 2)


def near(got, want):
    return isinstance(got, (int, float)) and abs(got - want) < 1e-6


def test_report_examples():
    assert near(fee("19:00", "00:30"), 54.0)
    assert near(fee("22:00", "01:00", children=2), 39.0)
    assert near(fee("22:00", "01:00", 2), 39.0)
    assert near(fee("20:00", "07:30"), 127.5)
    assert near(week_total([("19:00", "00:30", 1), ("22:00", "01:00", 2)]), 93.0)
    assert near(fee("19:00", "23:30"), 42.0)


def test_split_minutes():
    assert tuple(split_minutes("19:00", "00:30")) == (240, 90)
    assert tuple(split_minutes("22:00", "01:00")) == (60, 120)
    assert tuple(split_minutes("20:00", "07:30")) == (210, 480)
    assert tuple(split_minutes("19:00", "23:30")) == (240, 30)
    assert tuple(split_minutes("18:00", "22:45")) == (285, 0)
    assert tuple(split_minutes("00:30", "02:00")) == (0, 90)
    assert tuple(split_minutes("01:15", "03:00")) == (0, 105)
    assert tuple(split_minutes("05:00", "09:00")) == (120, 120)
    assert tuple(split_minutes("07:00", "12:00")) == (300, 0)
    assert tuple(split_minutes("23:00", "07:00")) == (0, 480)
    assert tuple(split_minutes("23:30", "23:45")) == (0, 15)
    assert tuple(split_minutes("12:00", "11:00")) == (900, 480)
    assert tuple(split_minutes(" 21:30 ", "00:00")) == (90, 60)


def test_after_midnight_starts():
    assert near(fee("00:30", "03:00"), 30.0)
    assert near(fee("01:00", "02:00", children=3), 20.0)
    assert near(fee("00:00", "04:00", children=3), 64.0)
    assert near(fee("05:00", "09:00"), 42.0)
    assert near(fee("06:30", "08:00", children=4), 24.0)


def test_sampled_against_the_rule():
    rng = random.Random(3737)
    for _ in range(600):
        start = hhmm(rng.randrange(0, 1440, 5))
        end = hhmm(rng.randrange(0, 1440, 5))
        if start == end:
            continue
        children = rng.randint(1, 4)
        assert tuple(split_minutes(start, end)) == expected_split(start, end), (start, end)
        assert near(fee(start, end, children), expected_fee(start, end, children)), (
            start, end, children)


def test_week_total():
    sits = [("18:30", "23:00", 2), ("20:00", "07:30", 1), ("23:30", "02:00", 3),
            ("14:00", "15:00", 1)]
    want = sum(expected_fee(*sit) for sit in sits)
    assert near(week_total(sits), round(want, 2))
    assert near(week_total([]), 0)


def test_rest_unchanged():
    assert parse_time("00:00") == 0
    assert parse_time(" 23:59 ") == 1439
    assert parse_time("7:05") == 425
    for bad in ["24:00", "12:60", "1200", "12.30", "ab:cd", "12:5", ""]:
        with pytest.raises(ValueError):
            parse_time(bad)
    with pytest.raises(ValueError):
        split_minutes("19:00", "19:00")
    with pytest.raises(ValueError):
        fee("19:00", "19:00")
    assert near(fee("19:00", "20:00"), 20.0)
    assert near(fee("14:00", "17:00"), 27.0)
    assert near(fee("14:00", "17:00", children=4), 45.0)
    assert near(fee("18:00", "22:00", 2), 44.0)
    for bad in [0, 5, 2.0, True, "2"]:
        with pytest.raises(ValueError):
            fee("18:00", "22:00", bad)
