"""Hidden check for lunch_money_edit: top_up rounds the shortfall UP to a multiple of 5 pounds
(an exact multiple stays as it is), gives 0 when the balance covers the lunches (exactly
enough included), works with a balance below 0, refuses bad days, and the rest of lunch.py is
unchanged."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from lunch import balance_after, days_covered, meals_cost, top_up  # noqa: E402


def expected(balance_p, days, price_p):
    short = days * price_p - balance_p
    return 0 if short <= 0 else -(-short // 500) * 5


def test_prompt_examples():
    assert top_up(3.10, 5) == 10
    assert top_up(2.00, 5) == 10
    assert top_up(12.00, 5) == 0
    assert top_up(-1.20, 5) == 15
    assert top_up(4.00, 10, price=2.10) == 20


def test_exact_multiples_and_exactly_enough():
    assert top_up(2.00, 5) == 10
    assert top_up(7.00, 5) == 5
    assert top_up(7.01, 5) == 5
    assert top_up(6.99, 5) == 10
    assert top_up(0, 0) == 0
    assert top_up(-5.00, 0) == 5
    assert top_up(-5.01, 0) == 10
    assert top_up(0, 25, price=2.00) == 50
    assert top_up(2.40, 1) == 0
    assert top_up(2.39, 1) == 5
    assert top_up(6.30, 3, price=2.10) == 0
    assert top_up(1.30, 3, price=2.10) == 5
    assert top_up(2.60, 6, price=2.10) == 10
    assert top_up(0.60, 6, price=2.60) == 15
    assert top_up(100, 10) == 0


def test_sampled():
    rng = random.Random(4004)
    for _ in range(3000):
        balance_p = rng.randint(-1000, 4000)
        days = rng.randint(0, 30)
        price_p = rng.choice([240, 210, 235, 190, 260, 200])
        got = top_up(balance_p / 100, days, price=price_p / 100)
        assert got == expected(balance_p, days, price_p), (balance_p, days, price_p)
    for _ in range(500):
        balance_p = rng.randint(-1000, 4000)
        days = rng.randint(0, 30)
        assert top_up(balance_p / 100, days) == expected(balance_p, days, 240), (
            balance_p, days)


def test_bad_days():
    for bad in [-1, 2.5, "5", None]:
        with pytest.raises((ValueError, TypeError)) as info:
            top_up(10.0, bad)
        if bad in (-1, 2.5, "5"):
            assert info.type is ValueError


def test_rest_unchanged():
    assert meals_cost(5) == 12.0
    assert meals_cost(0) == 0
    assert meals_cost(3, price=2.10) == 6.3
    with pytest.raises(ValueError):
        meals_cost(-2)
    assert balance_after(3.10, 5) == -8.9
    assert balance_after(20, 2) == 15.2
    assert days_covered(10) == 4
    assert days_covered(-3) == 0
    assert days_covered(12.00) == 5
    assert days_covered(6.30, price=2.10) == 3
