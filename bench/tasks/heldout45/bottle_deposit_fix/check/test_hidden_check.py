"""Hidden check for bottle_deposit_fix: bottle sizes in litres with a decimal point are read
(1.5l -> 1500), refund and count_items follow, and the rest of deposit.py is unchanged."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from deposit import bottle_size, count_items, deposit_for, refund  # noqa: E402


def test_reported_cases():
    assert bottle_size("1.5l") == 1500
    assert bottle_size("0.75L") == 750
    assert refund(["1.5l", "can", "330ml"]) == 0.45
    assert count_items(["1.5l", "can", "330ml"]) == {"cans": 1, "small": 1, "large": 1}


def test_decimal_litres():
    assert bottle_size("0.5l") == 500
    assert bottle_size("1.25l") == 1250
    assert bottle_size("2.5 L") == 2500
    assert bottle_size(" 0.33l ") == 330
    assert bottle_size("1.0l") == 1000
    assert bottle_size("3.0L") == 3000
    assert isinstance(bottle_size("1.5l"), int)
    assert deposit_for("0.75l") == 0.10
    assert deposit_for("1.0l") == 0.25
    assert deposit_for("1.5L") == 0.25
    assert deposit_for("0.5l") == 0.10


def test_whole_sizes_unchanged():
    assert bottle_size("330ml") == 330
    assert bottle_size("500 ML") == 500
    assert bottle_size("2l") == 2000
    assert bottle_size("1L") == 1000
    assert bottle_size("3l") == 3000
    assert bottle_size("999ml") == 999
    assert deposit_for("can") == 0.10
    assert deposit_for(" CAN ") == 0.10
    assert deposit_for("999ml") == 0.10
    assert deposit_for("1000ml") == 0.25
    assert deposit_for("2l") == 0.25


def test_refused_sizes():
    for bad in ["abc", "", "l", "ml", "0l", "0.0l", "-1l", "-0.5l", "3.5l", "3.01l", "4l",
                "3001ml", "0ml", "1.5", "500", "1.5kg", "bottle"]:
        with pytest.raises(ValueError):
            bottle_size(bad)
    with pytest.raises(ValueError):
        refund(["can", "5l"])
    with pytest.raises(ValueError):
        count_items(["2.5l", "jar"])


def test_refund_and_counts():
    assert refund([]) == 0
    assert count_items([]) == {"cans": 0, "small": 0, "large": 0}
    assert refund(["can"] * 3) == 0.3
    assert refund(["1.5l", "1.5l", "0.5l", "can", "2l"]) == 0.95
    assert count_items(["1.5l", "1.5l", "0.5l", "can", "2l"]) == {
        "cans": 1, "small": 1, "large": 3}
    rng = random.Random(4545)
    labels = ["can", "CAN", "330ml", "500ml", "0.5l", "0.75l", "1l", "1.25l", "1.5L",
              "2l", "2.25l", "999ml", "1000ml"]
    for _ in range(500):
        bag = [rng.choice(labels) for _ in range(rng.randint(0, 25))]
        small = sum(1 for b in bag if b in ("330ml", "500ml", "0.5l", "0.75l", "999ml"))
        cans = sum(1 for b in bag if b.lower() == "can")
        large = len(bag) - small - cans
        assert count_items(bag) == {"cans": cans, "small": small, "large": large}
        assert refund(bag) == round((10 * (small + cans) + 25 * large) / 100, 2), bag
