"""Hidden check for travel_money_module: travelmoney.py with buy_currency, best_deal,
sell_back and format_amount as the prompt describes them, examples and error rules."""

import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import travelmoney as tm  # noqa: E402


def close(got, want):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(got - want) < 1e-6, (got, want)


def test_prompt_examples():
    assert tm.buy_currency(200, 1.17) == 234.0
    assert tm.buy_currency(200, 1.17, commission_pct=2, fee=3) == 225.88
    assert tm.best_deal({"airport": (1.09, 0, 0), "post office": (1.17, 0, 0),
                         "bank": (1.18, 1.5, 2)}, 300) == "post office"
    assert tm.sell_back(45.5, 1.17) == 38.89
    assert tm.format_amount(1234.5, "EUR") == "€1,234.50"
    assert tm.format_amount(5000, "jpy") == "5,000.00 JPY"


def test_buy_currency_more():
    close(tm.buy_currency(300, 1.18, 1.5, 2), 346.37)
    close(tm.buy_currency(100, 1.25, fee=4), 120.0)
    close(tm.buy_currency(100, 1.25, commission_pct=10), 112.5)
    close(tm.buy_currency(50, 180.3), 9015.0)
    close(tm.buy_currency(500, 1.2633, 0, 0), 631.65)
    rng = random.Random(4848)
    for _ in range(500):
        pounds = rng.randint(50, 2000)
        rate = Fraction(rng.randint(80, 200), 100)
        pct = Fraction(rng.choice([0, 5, 10, 15, 20, 25, 30]), 10)
        fee = rng.choice([0, 1, 2, 3, 5])
        exact = (pounds - fee) * (1 - pct / 100) * rate
        got = tm.buy_currency(pounds, float(rate), float(pct), fee)
        assert abs(Fraction(got) - exact) <= Fraction(1, 200) + Fraction(1, 10**9), (
            pounds, rate, pct, fee)
        assert round(got, 2) == got


def test_buy_currency_errors():
    for args in [(0, 1.17), (-10, 1.17), (100, 0), (100, -1.1), (100, 1.17, -1),
                 (100, 1.17, 100), (100, 1.17, 150), (100, 1.17, 0, -1), (100, 1.17, 0, 100),
                 (100, 1.17, 0, 120)]:
        with pytest.raises(ValueError):
            tm.buy_currency(*args)


def test_best_deal_more():
    assert tm.best_deal({"only": (1.1, 0, 0)}, 100) == "only"
    assert tm.best_deal({"b": (1.2, 0, 0), "a": (1.2, 0, 0), "c": (1.1, 0, 0)}, 100) == "a"
    assert tm.best_deal({"zed": (1.25, 0, 0), "amy": (1.3, 0, 5)}, 100) == "zed"
    assert tm.best_deal({"zed": (1.25, 0, 0), "amy": (1.3, 0, 3)}, 100) == "amy"
    assert tm.best_deal({"no fee": (1.16, 0, 0), "fee": (1.2, 0, 5)}, 1000) == "fee"
    assert tm.best_deal({"no fee": (1.16, 0, 0), "fee": (1.2, 0, 5)}, 100) == "no fee"
    with pytest.raises(ValueError):
        tm.best_deal({}, 100)
    with pytest.raises(ValueError):
        tm.best_deal({"x": (1.1, 0, 0), "y": (0, 0, 0)}, 100)


def test_sell_back_more():
    close(tm.sell_back(117, 1.17), 100.0)
    close(tm.sell_back(10, 3), 3.33)
    close(tm.sell_back(20, 3), 6.67)
    close(tm.sell_back(9015, 180.3), 50.0)
    for args in [(0, 1.17), (-5, 1.17), (50, 0), (50, -1)]:
        with pytest.raises(ValueError):
            tm.sell_back(*args)


def test_format_amount_more():
    assert tm.format_amount(0, "GBP") == "£0.00"
    assert tm.format_amount(12.3, "usd") == "$12.30"
    assert tm.format_amount(1234567.891, "USD") == "$1,234,567.89"
    assert tm.format_amount(999.999, "EUR") == "€1,000.00"
    assert tm.format_amount(45.5, "Chf") == "45.50 CHF"
    assert tm.format_amount(180300, "JPY") == "180,300.00 JPY"
    assert tm.format_amount(7, "eur") == "€7.00"
