"""Hidden check for photo_prints_fix: 50 prints of a size already get 10% off (not only 51+),
an unknown size raises ValueError (in line_cost, order_total and receipt), and the prices,
quantity errors and receipt format are unchanged."""

import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
from prints import line_cost, order_total, receipt  # noqa: E402

PENCE = {"6x4": 15, "7x5": 35, "8x6": 50, "10x8": 120}


def exact_line(size, quantity):
    cost = Fraction(PENCE[size] * quantity, 100)
    if quantity >= 50:
        cost *= Fraction(9, 10)
    return cost


def near(got, want):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(Fraction(got) - want) <= Fraction(1, 200) + Fraction(1, 10**9), (got, want)


def test_reported_cases():
    assert line_cost("6x4", 50) == 6.75
    assert order_total([("6x4", 50), ("7x5", 3)]) == 7.8
    with pytest.raises(ValueError):
        line_cost("12x10", 3)


def test_bulk_boundary():
    assert line_cost("6x4", 49) == 7.35
    assert line_cost("6x4", 51) == 6.89 or abs(line_cost("6x4", 51) - 6.885) < 0.0051
    assert line_cost("8x6", 50) == 22.5
    assert line_cost("8x6", 49) == 24.5
    assert line_cost("10x8", 50) == 54.0
    assert line_cost("10x8", 100) == 108.0
    assert line_cost("7x5", 50) == 15.75
    assert line_cost("7x5", 10) == 3.5
    assert line_cost("6x4", 0) == 0


def test_sampled_lines():
    rng = random.Random(4040)
    for _ in range(1500):
        size = rng.choice(list(PENCE))
        quantity = rng.randint(0, 200)
        near(line_cost(size, quantity), exact_line(size, quantity))


def test_unknown_sizes_raise():
    for size in ["12x10", "5x3", "", "A4"]:
        with pytest.raises(ValueError):
            line_cost(size, 3)
    with pytest.raises(ValueError):
        line_cost("12x10", 0)
    with pytest.raises(ValueError):
        order_total([("6x4", 10), ("12x10", 2)])
    with pytest.raises(ValueError):
        receipt([("12x10", 1)])


def test_quantity_errors_unchanged():
    for bad in [-1, 2.5, "3", True]:
        with pytest.raises(ValueError):
            line_cost("6x4", bad)


def test_order_total_and_receipt():
    assert order_total([]) == 0
    assert order_total([("10x8", 50), ("8x6", 2)]) == 55.0
    near(order_total([("6x4", 49), ("6x4", 1)]), Fraction(750, 100))
    assert receipt([("6x4", 50), ("7x5", 3)]) == [
        "50 x 6x4 = 6.75", "3 x 7x5 = 1.05", "Total = 7.80"]
    assert receipt([("10x8", 50)]) == ["50 x 10x8 = 54.00", "Total = 54.00"]
    assert receipt([]) == ["Total = 0.00"]
