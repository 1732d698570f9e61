import importlib
import os
import random
import subprocess
import sys
from datetime import date, timedelta

import pytest


@pytest.fixture()
def ages():
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    sys.modules.pop("ages", None)
    importlib.invalidate_caches()
    return importlib.import_module("ages")


def leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def bday(birth, year):
    if (birth.month, birth.day) == (2, 29) and not leap(year):
        return date(year, 3, 1)
    return date(year, birth.month, birth.day)


def oracle_age(birth, on):
    return on.year - birth.year - (1 if on < bday(birth, on.year) else 0)


def oracle_next(birth, on):
    this = bday(birth, on.year)
    return this if this >= on else bday(birth, on.year + 1)


def test_sister_example(ages):
    sister = date(1990, 3, 20)
    assert ages.age_on(sister, date(2024, 3, 17)) == 33
    assert ages.age_on(sister, date(2024, 3, 19)) == 33
    assert ages.age_on(sister, date(2024, 3, 20)) == 34
    assert ages.age_on(sister, date(2024, 3, 21)) == 34


@pytest.mark.parametrize("birth, on, age", [
    (date(2001, 1, 1), date(2002, 1, 1), 1),
    (date(2001, 1, 1), date(2001, 12, 31), 0),
    (date(2000, 6, 20), date(2024, 6, 15), 23),
    (date(1960, 12, 31), date(2023, 12, 30), 62),
    (date(1960, 12, 31), date(2023, 12, 31), 63),
    (date(1999, 3, 1), date(2000, 2, 29), 0),
    (date(1999, 3, 1), date(2000, 3, 1), 1),
    (date(1950, 8, 8), date(2050, 8, 7), 99),
    (date(1950, 8, 8), date(2050, 8, 8), 100),
    (date(2020, 5, 5), date(2020, 5, 5), 0),
])
def test_age_on(ages, birth, on, age):
    assert ages.age_on(birth, on) == age


def test_leap_day_age(ages):
    nephew = date(2012, 2, 29)
    assert ages.age_on(nephew, date(2013, 2, 28)) == 0
    assert ages.age_on(nephew, date(2013, 3, 1)) == 1
    assert ages.age_on(nephew, date(2015, 2, 28)) == 2
    assert ages.age_on(nephew, date(2015, 3, 1)) == 3
    assert ages.age_on(nephew, date(2016, 2, 28)) == 3
    assert ages.age_on(nephew, date(2016, 2, 29)) == 4
    assert ages.age_on(nephew, date(2016, 3, 1)) == 4
    assert ages.age_on(nephew, date(2100, 2, 28)) == 87
    assert ages.age_on(nephew, date(2100, 3, 1)) == 88


def test_leap_day_is_birthday(ages):
    nephew = date(2012, 2, 29)
    assert ages.is_birthday(nephew, date(2013, 3, 1)) is True
    assert ages.is_birthday(nephew, date(2013, 2, 28)) is False
    assert ages.is_birthday(nephew, date(2016, 2, 29)) is True
    assert ages.is_birthday(nephew, date(2016, 3, 1)) is False
    assert ages.is_birthday(nephew, date(2100, 3, 1)) is True
    assert ages.is_birthday(nephew, date(2000, 2, 29)) is True
    # people actually born on 1 March are not affected
    assert ages.is_birthday(date(2011, 3, 1), date(2016, 3, 1)) is True
    assert ages.is_birthday(date(2011, 3, 1), date(2016, 2, 29)) is False


@pytest.mark.parametrize("on, expected", [
    (date(2013, 1, 10), date(2013, 3, 1)),
    (date(2013, 3, 1), date(2013, 3, 1)),
    (date(2013, 3, 2), date(2014, 3, 1)),
    (date(2015, 3, 2), date(2016, 2, 29)),
    (date(2016, 2, 29), date(2016, 2, 29)),
    (date(2016, 3, 1), date(2017, 3, 1)),
    (date(2023, 12, 31), date(2024, 2, 29)),
    (date(2099, 6, 1), date(2100, 3, 1)),
])
def test_leap_day_next_birthday(ages, on, expected):
    nephew = date(2012, 2, 29)
    assert ages.next_birthday(nephew, on) == expected
    assert ages.days_until_birthday(nephew, on) == (expected - on).days


def test_days_until_examples(ages):
    nephew = date(2012, 2, 29)
    assert ages.days_until_birthday(nephew, date(2013, 2, 28)) == 1
    assert ages.days_until_birthday(nephew, date(2016, 2, 28)) == 1
    assert ages.days_until_birthday(nephew, date(2016, 3, 1)) == 365
    assert ages.days_until_birthday(date(1990, 3, 20), date(2024, 3, 17)) == 3


def test_upcoming_with_leap_day(ages):
    people = {"Nephew": date(2012, 2, 29), "Sister": date(1990, 3, 20), "Gran": date(1940, 7, 1)}
    assert ages.upcoming(people, date(2023, 2, 20)) == ["Nephew", "Sister"]
    assert ages.upcoming(people, date(2023, 2, 20), within=5) == []


def test_not_born_yet(ages):
    with pytest.raises(ValueError):
        ages.age_on(date(2020, 1, 1), date(2019, 12, 31))
    with pytest.raises(ValueError):
        ages.age_on(date(2012, 2, 29), date(2012, 2, 28))


def test_random_against_oracle(ages):
    rng = random.Random(2024)
    start = date(1900, 1, 1)
    for _ in range(3000):
        birth = start + timedelta(days=rng.randrange(200 * 365))
        if rng.random() < 0.15:
            year = rng.choice([1904, 1960, 1988, 2000, 2012])
            birth = date(year, 2, 29)
        on = birth + timedelta(days=rng.randrange(120 * 366))
        assert ages.age_on(birth, on) == oracle_age(birth, on), (birth, on)
        assert ages.next_birthday(birth, on) == oracle_next(birth, on), (birth, on)
        assert ages.days_until_birthday(birth, on) == (oracle_next(birth, on) - on).days
        assert bool(ages.is_birthday(birth, on)) == (bday(birth, on.year) == on), (birth, on)


def test_every_day_of_a_leap_cycle(ages):
    nephew = date(2012, 2, 29)
    day = nephew
    while day < date(2021, 1, 1):
        assert ages.age_on(nephew, day) == oracle_age(nephew, day), day
        assert bool(ages.is_birthday(nephew, day)) == (bday(nephew, day.year) == day), day
        assert ages.next_birthday(nephew, day) == oracle_next(nephew, day), day
        day += timedelta(days=1)


def test_existing_tests_still_pass():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           os.path.join("tests", "test_ages.py")],
                          cwd=os.getcwd(), env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:]
