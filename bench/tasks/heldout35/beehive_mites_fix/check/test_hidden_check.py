"""Hidden check for beehive_mites_fix: daily_drop() averages over the days the board was in
(None days left out, zeros kept), raises ValueError when there are none, treatment_due follows,
and nothing else in hives.py changed."""

import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
from hives import (daily_drop, harvest_value, honey_kg, jars, parse_counts,  # noqa: E402
                   treatment_due)

LIMITS = {1: 1, 2: 1, 3: 6, 4: 6, 5: 6, 6: 10, 7: 10, 8: 10, 9: 4, 10: 4, 11: 1, 12: 1}


def expected_drop(counts):
    seen = [c for c in counts if c is not None]
    return round(sum(seen) / len(seen), 1)


def test_reported_cases():
    assert parse_counts("12, -, 9, 15") == [12, None, 9, 15]
    assert daily_drop([12, None, 9, 15]) == 12.0
    assert daily_drop([None, 5, None]) == 5.0
    assert treatment_due([12, None, 9, 15], 6) is True
    assert treatment_due([None, 5, None], 9) is True


def test_never_in_is_an_error():
    for counts in ([None, None], [None], [], [None] * 7):
        with pytest.raises(ValueError):
            daily_drop(counts)
    with pytest.raises(ValueError):
        treatment_due([None, None], 6)


def test_zero_is_a_real_count():
    assert daily_drop([0, None, 3]) == 1.5
    assert daily_drop([0, 0, 0]) == 0.0
    assert daily_drop([None, 0]) == 0.0
    assert daily_drop([0, 6, None, 0, None]) == 2.0
    assert treatment_due([0, None, 0], 1) is False
    assert treatment_due([0, 3, None], 1) is True


def test_more_drops():
    assert daily_drop([4]) == 4.0
    assert daily_drop([3, 4]) == 3.5
    assert daily_drop([1, 2, 2]) == 1.7
    assert daily_drop([None, 1, None, 2, None, 2, None]) == 1.7
    assert daily_drop([10, 11, 12, None]) == 11.0
    assert daily_drop(parse_counts("7, -, -, 8, 6")) == 7.0
    assert treatment_due([10, 10, None], 6) is False  # exactly on the limit isn't over
    assert treatment_due([10, 11, None], 6) is True
    assert treatment_due([None, 6, 7, None], 4) is True
    assert treatment_due([None, 6, 6, None], 4) is False


def test_sampled():
    rng = random.Random(3535)
    for _ in range(3000):
        n = rng.randint(1, 14)
        counts = [None if rng.random() < 0.3 else rng.randint(0, 30) for _ in range(n)]
        if all(c is None for c in counts):
            counts[rng.randrange(n)] = rng.randint(0, 30)
        want = expected_drop(counts)
        got = daily_drop(counts)
        assert abs(Fraction(got) - Fraction(want)) < Fraction(1, 10**6), (counts, got, want)
        month = rng.randint(1, 12)
        assert treatment_due(counts, month) == (want > LIMITS[month]), (counts, month)


def test_rest_unchanged():
    assert parse_counts("") == []
    assert parse_counts("  ") == []
    assert parse_counts("3,0 , - ,  11") == [3, 0, None, 11]
    for bad in ["3, x", "3,,4", "-2", "1.5", "3, --"]:
        with pytest.raises(ValueError):
            parse_counts(bad)
    for bad in [0, 13, -1]:
        with pytest.raises(ValueError):
            treatment_due([5], bad)
    assert honey_kg(10) == 20.9
    assert honey_kg(0) == 0.0
    assert honey_kg(3) == 6.27
    for bad in [-1, 2.5, "3", True]:
        with pytest.raises(ValueError):
            honey_kg(bad)
    assert jars(10) == (46, 16)
    assert jars(1) == (4, 274)
    assert jars(0) == (0, 0)
    assert harvest_value(10) == 345.0
    assert harvest_value(3) == 97.5
