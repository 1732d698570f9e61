"""Hidden check for blood_donor_fix: age_on counts birthdays the way people do (a year older
on the birthday, 29 February birthdays on 1 March in other years), old_enough follows, and
the waiting times, platelet count and awards are unchanged."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from donor import age_on, award, next_allowed, old_enough, platelets_left  # noqa: E402


def real_age(born, day):
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def test_reported_cases():
    assert age_on(date(2007, 3, 10), date(2024, 3, 8)) == 16
    assert old_enough(date(2007, 3, 10), date(2024, 3, 8), first_time=True) is False
    assert age_on(date(1958, 6, 20), date(2024, 6, 18)) == 65
    assert old_enough(date(1958, 6, 20), date(2024, 6, 18), first_time=True) is True


def test_birthdays():
    born = date(2007, 3, 10)
    assert age_on(born, date(2024, 3, 9)) == 16
    assert age_on(born, date(2024, 3, 10)) == 17
    assert age_on(born, date(2024, 3, 11)) == 17
    assert old_enough(born, date(2024, 3, 10), True) is True
    assert old_enough(born, date(2024, 3, 9), False) is False
    assert age_on(born, born) == 0
    assert age_on(date(2000, 12, 31), date(2001, 12, 30)) == 0
    assert age_on(date(2000, 12, 31), date(2001, 12, 31)) == 1
    assert age_on(date(1954, 11, 2), date(2024, 10, 30)) == 69
    assert old_enough(date(1954, 11, 2), date(2024, 10, 30), first_time=False) is True
    assert old_enough(date(1954, 11, 2), date(2024, 11, 2), first_time=False) is False
    assert old_enough(date(1958, 6, 20), date(2024, 6, 20), first_time=True) is False
    assert old_enough(date(1958, 6, 20), date(2024, 6, 20), first_time=False) is True


def test_leap_day_birthdays():
    born = date(2004, 2, 29)
    assert age_on(born, date(2021, 2, 28)) == 16
    assert age_on(born, date(2021, 3, 1)) == 17
    assert age_on(born, date(2024, 2, 28)) == 19
    assert age_on(born, date(2024, 2, 29)) == 20
    assert old_enough(born, date(2021, 2, 28), True) is False
    assert old_enough(born, date(2021, 3, 1), True) is True


def test_sampled():
    rng = random.Random(63)
    for _ in range(5000):
        born = date(1940, 1, 1) + timedelta(days=rng.randint(0, 25000))
        day = born + timedelta(days=rng.randint(0, 30000))
        age = real_age(born, day)
        assert age_on(born, day) == age, (born, day)
        for first in (True, False):
            want = 17 <= age < (66 if first else 70)
            assert old_enough(born, day, first) is want, (born, day, first)
    with pytest.raises(ValueError):
        age_on(date(2000, 1, 2), date(2000, 1, 1))


def test_rest_unchanged():
    assert next_allowed(date(2024, 3, 8), "M") == date(2024, 5, 31)
    assert next_allowed(date(2024, 3, 8), " female ") == date(2024, 6, 28)
    assert next_allowed(date(2024, 3, 8), "f", "platelets") == date(2024, 3, 22)
    for bad in [("x", "whole"), ("m", "plasma")]:
        with pytest.raises(ValueError):
            next_allowed(date(2024, 3, 8), *bad)
    days = [date(2024, 1, 1) + timedelta(days=14 * i) for i in range(26)]
    assert platelets_left(days, date(2024, 12, 31)) == 0
    assert platelets_left(days[:10], date(2024, 6, 1)) == 14
    assert platelets_left(days, date(2025, 6, 1)) == 24 - 15
    assert award(5) == "bronze" and award(25) == "silver" and award(100) == "platinum"
    assert award(6) is None and award(75) == "gold plus"
