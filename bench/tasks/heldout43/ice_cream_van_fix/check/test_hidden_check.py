"""Hidden check for ice_cream_van_fix: the count at the start of an order line multiplies the
line's price (toppings per item); totals and change follow; the rest of van.py unchanged."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from van import change, line_price, order_total  # noqa: E402

PRICES = {"cone": 250, "tub": 280, "kids": 180, "lolly": 120}  # pence
TOPPINGS = {"flake": 50, "sauce": 30, "sprinkles": 20}


def test_reported_cases():
    assert line_price("2 cone flake") == 6.0
    assert order_total(["3 kids sprinkles", "cone"]) == 8.5
    assert change(10, ["3 kids sprinkles", "cone"]) == 1.5


def test_counts():
    assert line_price("2 cone") == pytest.approx(5.0, abs=1e-9)
    assert line_price("4 lolly") == pytest.approx(4.8, abs=1e-9)
    assert line_price("3 tub flake sauce") == pytest.approx(10.8, abs=1e-9)
    assert line_price("10 kids") == pytest.approx(18.0, abs=1e-9)
    assert line_price("1 cone flake") == pytest.approx(3.0, abs=1e-9)
    assert line_price("2 Cone Flake") == pytest.approx(6.0, abs=1e-9)


def test_without_count_unchanged():
    assert line_price("cone") == 2.5
    assert line_price("kids sprinkles") == 2.0
    assert line_price("tub flake sauce sprinkles") == 3.8
    assert line_price("Cone  Flake") == 3.0
    for bad in ["", "2", "burger", "cone mustard", "2 burger", "3 cone ketchup"]:
        with pytest.raises(ValueError):
            line_price(bad)


def test_sampled():
    rng = random.Random(43)
    for _ in range(500):
        lines, want = [], 0
        for _ in range(rng.randint(1, 5)):
            count = rng.randint(1, 9)
            item = rng.choice(list(PRICES))
            tops = rng.sample(list(TOPPINGS), rng.randint(0, 3))
            each = PRICES[item] + sum(TOPPINGS[t] for t in tops)
            words = [item, *tops]
            if count > 1 or rng.random() < 0.5:
                words.insert(0, str(count))
            lines.append(" ".join(words))
            assert abs(line_price(lines[-1]) - count * each / 100) < 1e-9, lines[-1]
            want += count * each
        assert abs(order_total(lines) - want / 100) < 1e-9, lines
        paid = want / 100 + rng.randint(0, 20)
        assert abs(change(paid, lines) - (paid - want / 100)) < 0.005, lines


def test_change():
    assert change(20, ["2 cone flake", "lolly"]) == 12.8
    assert change(7.2, ["2 cone flake", "lolly"]) == 0.0
    assert order_total([]) == 0
    with pytest.raises(ValueError):
        change(5, ["2 cone flake"])
    with pytest.raises(ValueError):
        change(7.19, ["2 cone flake", "lolly"])
