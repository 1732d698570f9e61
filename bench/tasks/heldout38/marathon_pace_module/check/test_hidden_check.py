"""Hidden check for marathon_pace_module: splits.py with to_seconds ("H:MM:SS" or "MM:SS",
errors) and pace ("M:SS" per km, rounded to the nearest second before it is split, so no
":60"; km > 0)."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from splits import pace, to_seconds  # noqa: E402


def test_prompt_examples():
    assert to_seconds("3:30:00") == 12600
    assert to_seconds("25:07") == 1507
    assert pace("3:30:00", 42.195) == "4:59"
    assert pace("25:07", 5) == "5:01"
    assert pace("59:59", 10) == "6:00"


def test_to_seconds_more():
    assert to_seconds("0:00:00") == 0
    assert to_seconds("00:59") == 59
    assert to_seconds("59:59") == 3599
    assert to_seconds("1:00:00") == 3600
    assert to_seconds("12:03:09") == 43389
    assert to_seconds("2:59:59") == 10799
    assert to_seconds("05:00") == 300


def test_to_seconds_errors():
    for bad in ["", "300", "1:2:3:4", "3:60:00", "3:30:60", "60:00", "25:75", "a:30",
                "25:0x", "3::00", "-5:00", "4:5.5"]:
        with pytest.raises(ValueError):
            to_seconds(bad)


def test_pace_more():
    assert pace("1:45:30", 21.0975) == "5:00"
    assert pace("4:00:00", 42.195) == "5:41"
    assert pace("20:00", 5) == "4:00"
    assert pace("0:20:00", 5.0) == "4:00"
    assert pace("19:58", 5) == "4:00"
    assert pace("29:57", 5) == "5:59"
    assert pace("29:58", 5) == "6:00"
    assert pace("30:04", 5) == "6:01"
    assert pace("10:09", 1) == "10:09"
    assert pace("2:00:00", 12) == "10:00"


def test_pace_sampled():
    rng = random.Random(42195)
    for _ in range(2000):
        total = rng.randint(600, 6 * 3600)
        km = rng.choice([1, 2, 3, 5, 8, 10, 15, 20, 25])
        q, r = divmod(total, km)
        if 2 * r == km:
            continue  # a tie
        per = q + (1 if 2 * r > km else 0)
        h, rest = divmod(total, 3600)
        text = f"{h}:{rest // 60:02d}:{rest % 60:02d}"
        assert pace(text, km) == f"{per // 60}:{per % 60:02d}", (text, km)


def test_pace_errors():
    for km in [0, -5, 0.0]:
        with pytest.raises(ValueError):
            pace("25:07", km)
    with pytest.raises(ValueError):
        pace("25:97", 5)
