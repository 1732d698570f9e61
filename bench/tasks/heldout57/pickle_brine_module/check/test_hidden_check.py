"""Hidden check for pickle_brine_module: pickles.py with salt_for, jars_needed, brine_needed,
ready_date and label as the prompt describes them, examples and error rules."""

import math
import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
import pickles  # noqa: E402

VEG = {"small": 200, "medium": 400, "large": 800}
BRINE = {"small": 150, "medium": 300, "large": 600}


def close(got, want):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(got - want) < 1e-9, (got, want)


def test_prompt_examples():
    close(pickles.salt_for(1000), 35.0)
    close(pickles.salt_for(750, 5), 37.5)
    assert pickles.jars_needed(900) == 3
    assert pickles.jars_needed(900, "medium") == 3
    got = pickles.brine_needed(900)
    assert isinstance(got, tuple) and len(got) == 3
    assert got[0] == 3
    close(got[1], 900)
    close(got[2], 31.5)
    assert pickles.ready_date(date(2024, 8, 3), 20) == date(2024, 8, 17)
    assert pickles.label("Dill pickles", date(2024, 8, 3), 20) == (
        "Dill pickles - jarred 03/08/2024 - ready 17/08/2024")


def test_salt_for():
    close(pickles.salt_for(500), 17.5)
    close(pickles.salt_for(2000, 2), 40.0)
    close(pickles.salt_for(1000, 10), 100.0)
    close(pickles.salt_for(330, 3), 9.9)
    close(pickles.salt_for(1234, 3.5), 43.2)
    close(pickles.salt_for(100, 0.5), 0.5)
    close(pickles.salt_for(1, 2), 0.0)
    close(pickles.salt_for(water_ml=600, percent=4), 24.0)
    rng = random.Random(5757)
    for _ in range(500):
        ml = rng.randint(1, 5000)
        pct = rng.choice([1, 2, 2.5, 3, 3.5, 4, 5, 6, 7.5, 10])
        exact = ml * pct / 100
        if abs(exact * 10 - math.floor(exact * 10) - 0.5) < 1e-6:
            continue  # exactly half way: either rounding is fine
        close(pickles.salt_for(ml, pct), round(exact, 1))


def test_salt_for_errors():
    for bad in [(0,), (-100,), (1000, 0), (1000, -1), (1000, 10.5), (1000, 11)]:
        with pytest.raises(ValueError):
            pickles.salt_for(*bad)


def test_jars_needed():
    assert pickles.jars_needed(400) == 1
    assert pickles.jars_needed(401) == 2
    assert pickles.jars_needed(1, "large") == 1
    assert pickles.jars_needed(800, "large") == 1
    assert pickles.jars_needed(1601, "large") == 3
    assert pickles.jars_needed(1000, "small") == 5
    assert pickles.jars_needed(1050, jar="small") == 6
    assert pickles.jars_needed(250.5, "small") == 2
    for jar, holds in VEG.items():
        for grams in range(1, 3000, 37):
            assert pickles.jars_needed(grams, jar) == -(-grams // holds), (grams, jar)


def test_jars_needed_errors():
    for bad in [(0,), (-200,), (500, "jumbo"), (500, ""), (0, "small")]:
        with pytest.raises(ValueError):
            pickles.jars_needed(*bad)


def test_brine_needed():
    def check(args, jars, water, salt, **kw):
        got = pickles.brine_needed(*args, **kw)
        assert isinstance(got, tuple) and len(got) == 3, got
        assert got[0] == jars, got
        close(got[1], water)
        close(got[2], salt)

    check((900,), 3, 900, 31.5)
    check((900, "small", 3), 5, 750, 22.5)
    check((900, "large"), 2, 1200, 42.0)
    check((1000, "large", 5), 2, 1200, 60.0)
    check((350,), 1, 300, 10.5)
    check((350,), 1, 300, 6.0, percent=2)
    check((2500, "medium", 2.5), 7, 2100, 52.5)
    check((200, "small"), 1, 150, 6.0, percent=4)


def test_brine_needed_errors():
    for args, kw in [((0,), {}), ((500, "jumbo"), {}), ((500,), {"percent": 0}),
                     ((500, "small", 12), {})]:
        with pytest.raises(ValueError):
            pickles.brine_needed(*args, **kw)


def test_ready_date():
    start = date(2024, 8, 3)
    for temp, days in [(5, 21), (12, 21), (17, 21), (17.9, 21), (18, 14), (20.5, 14),
                       (22, 14), (22.1, 10), (25, 10), (30, 10)]:
        assert pickles.ready_date(start, temp) == start + timedelta(days=days), temp
    assert pickles.ready_date(date(2024, 12, 20), 16) == date(2025, 1, 10)
    assert pickles.ready_date(date(2024, 2, 20), 19) == date(2024, 3, 5)
    assert pickles.ready_date(date(2023, 2, 20), 23) == date(2023, 3, 2)
    for bad in [4.9, 0, -3, 30.5, 35]:
        with pytest.raises(ValueError):
            pickles.ready_date(start, bad)


def test_label():
    assert pickles.label("  Sauerkraut ", date(2024, 1, 5), 16) == (
        "Sauerkraut - jarred 05/01/2024 - ready 26/01/2024")
    assert pickles.label("Kimchi", date(2024, 9, 25), 24) == (
        "Kimchi - jarred 25/09/2024 - ready 05/10/2024")
    assert pickles.label("garlic dill spears", date(2024, 12, 28), 18) == (
        "garlic dill spears - jarred 28/12/2024 - ready 11/01/2025")
    for bad in ["", "   "]:
        with pytest.raises(ValueError):
            pickles.label(bad, date(2024, 8, 3), 20)
    with pytest.raises(ValueError):
        pickles.label("Kimchi", date(2024, 8, 3), 31)
