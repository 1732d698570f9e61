"""Hidden check for jam_best_before_fix: best_before() adds calendar months, same day of the
month or the last day of a shorter month (leap years too), label() follows, the months rule
still holds, and nothing else in jam.py changed."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from jam import best_before, jars_needed, label, sugar_needed  # noqa: E402


def last_day(year, month):
    first_next = date(year + 1, 1, 1) if month == 12 else date(year, month + 1, 1)
    return (first_next - timedelta(days=1)).day


def expected(made, months=12):
    year, month = made.year, made.month
    for _ in range(months):
        month += 1
        if month == 13:
            year, month = year + 1, 1
    return date(year, month, min(made.day, last_day(year, month)))


def test_reported_cases():
    assert best_before(date(2024, 7, 20)) == date(2025, 7, 20)
    assert best_before(date(2024, 8, 31), months=6) == date(2025, 2, 28)
    assert best_before(date(2023, 11, 30), 3) == date(2024, 2, 29)
    assert label("strawberry", date(2024, 7, 20)) == (
        "Strawberry jam, made 20 Jul 2024, best before 20 Jul 2025")


def test_best_before_more():
    assert best_before(date(2024, 1, 31), 1) == date(2024, 2, 29)
    assert best_before(date(2023, 1, 31), 1) == date(2023, 2, 28)
    assert best_before(date(2024, 2, 29)) == date(2025, 2, 28)
    assert best_before(date(2024, 2, 29), 48) == date(2028, 2, 29)
    assert best_before(date(2024, 3, 31), 1) == date(2024, 4, 30)
    assert best_before(date(2024, 5, 31), 1) == date(2024, 6, 30)
    assert best_before(date(2024, 12, 15), 1) == date(2025, 1, 15)
    assert best_before(date(2024, 12, 31), 2) == date(2025, 2, 28)
    assert best_before(date(2024, 11, 30), 1) == date(2024, 12, 30)
    assert best_before(date(2024, 1, 1)) == date(2025, 1, 1)
    assert best_before(date(2024, 6, 15), 18) == date(2025, 12, 15)
    assert best_before(date(2024, 6, 15), 24) == date(2026, 6, 15)
    assert best_before(date(2024, 10, 31), 4) == date(2025, 2, 28)
    assert best_before(date(2027, 10, 31), 4) == date(2028, 2, 29)
    assert isinstance(best_before(date(2024, 7, 20)), date)


def test_best_before_sampled():
    rng = random.Random(3636)
    for _ in range(3000):
        made = date(2020, 1, 1) + timedelta(days=rng.randint(0, 3000))
        months = rng.randint(1, 40)
        assert best_before(made, months) == expected(made, months), (made, months)
        assert best_before(made) == expected(made), made


def test_months_rule_unchanged():
    for bad in [0, -1, 2.5, 6.0, "6", True]:
        with pytest.raises(ValueError):
            best_before(date(2024, 7, 20), bad)


def test_labels():
    assert label("Plum", date(2024, 8, 31), 6) == (
        "Plum jam, made 31 Aug 2024, best before 28 Feb 2025")
    assert label(" BLACKCURRANT ", date(2023, 11, 30), 3) == (
        "Blackcurrant jam, made 30 Nov 2023, best before 29 Feb 2024")
    assert label("raspberry", date(2024, 1, 5)) == (
        "Raspberry jam, made 5 Jan 2024, best before 5 Jan 2025")
    assert label("gooseberry", date(2024, 12, 31), 2) == (
        "Gooseberry jam, made 31 Dec 2024, best before 28 Feb 2025")
    with pytest.raises(ValueError):
        label("banana", date(2024, 7, 20))
    with pytest.raises(ValueError):
        label("plum", date(2024, 7, 20), 0)


def test_rest_unchanged():
    assert sugar_needed("strawberry", 1500) == 1125
    assert sugar_needed(" Raspberry", 800) == 800
    assert sugar_needed("BLACKCURRANT", 1000) == 1200
    assert sugar_needed("plum", 333) == 266
    for bad in [("cherry", 1000), ("plum", 0), ("plum", -5)]:
        with pytest.raises(ValueError):
            sugar_needed(*bad)
    assert jars_needed("strawberry", 1500) == 7
    assert jars_needed("blackcurrant", 2000) == 11
    assert jars_needed("plum", 1000, 454) == 4
    assert jars_needed("raspberry", 200) == 1
    for bad in [("plum", 1000, 0), ("plum", 1000, -340), ("kiwi", 1000)]:
        with pytest.raises(ValueError):
            jars_needed(*bad)
