"""Hidden check for marquee_hire_module: marquee.py with marquee_size, hire_price,
delivery_charge and quote as the prompt describes them, examples and error rules."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import marquee  # noqa: E402

SIZES = [("3x6", 18, 180), ("4x8", 32, 290), ("6x9", 54, 450), ("6x12", 72, 590),
         ("9x12", 108, 860), ("9x15", 135, 1050)]
BASE = {name: price for name, _, price in SIZES}


def money(got, pence):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(Fraction(got) - Fraction(pence, 100)) < Fraction(1, 10**6), (got, pence)
    assert abs(round(got, 2) - got) < 1e-9, got


def want_size(guests, tenths):
    for name, area, _ in SIZES:
        if area * 10 >= guests * tenths:
            return name
    return None


def test_prompt_examples():
    assert marquee.marquee_size(50) == "6x12"
    assert marquee.marquee_size(50, "Standing") == "6x9"
    assert marquee.marquee_size(15) == "3x6"
    assert marquee.marquee_size(16) == "4x8"
    money(marquee.hire_price("6x9", 3), 90000)
    money(marquee.delivery_charge(8), 0)
    money(marquee.delivery_charge(12.3), 450)
    money(marquee.delivery_charge(25), 2250)
    q = marquee.quote(50, days=2, miles=14.5, weekend=True)
    assert set(q) == {"size", "hire", "weekend", "delivery", "total", "deposit", "balance"}
    assert q["size"] == "6x12"
    money(q["hire"], 88500)
    money(q["weekend"], 13275)
    money(q["delivery"], 750)
    money(q["total"], 102525)
    money(q["deposit"], 25700)
    money(q["balance"], 76825)
    q = marquee.quote(100, "standing", miles=3)
    assert q["size"] == "9x12"
    for key, pence in [("hire", 86000), ("weekend", 0), ("delivery", 0), ("total", 86000),
                       ("deposit", 21500), ("balance", 64500)]:
        money(q[key], pence)


def test_sizes_exact_fit():
    assert marquee.marquee_size(1) == "3x6"
    assert marquee.marquee_size(45) == "6x9"
    assert marquee.marquee_size(46) == "6x12"
    assert marquee.marquee_size(60) == "6x12"
    assert marquee.marquee_size(90) == "9x12"
    assert marquee.marquee_size(112) == "9x15"
    assert marquee.marquee_size(22, "standing") == "3x6"
    assert marquee.marquee_size(23, "standing") == "4x8"
    assert marquee.marquee_size(40, "standing") == "4x8"
    assert marquee.marquee_size(90, "standing") == "6x12"
    assert marquee.marquee_size(168, "standing") == "9x15"
    assert marquee.marquee_size(30, "  SEATED ") == "6x9"
    assert marquee.marquee_size(30, style="standing") == "4x8"


def test_sizes_all():
    for guests in range(1, 113):
        assert marquee.marquee_size(guests) == want_size(guests, 12), guests
    for guests in range(1, 169):
        assert marquee.marquee_size(guests, "standing") == want_size(guests, 8), guests


def test_size_errors():
    for args in [(113,), (500,), (169, "standing"), (0,), (-5,), (10.0,), (True,),
                 (20, "dancing"), (20, ""), ("20",)]:
        with pytest.raises(ValueError):
            marquee.marquee_size(*args)


def test_hire_price():
    for name, _, base in SIZES:
        money(marquee.hire_price(name), base * 100)
        for days in range(1, 8):
            money(marquee.hire_price(name, days), base * 100 + (days - 1) * base * 50)
    money(marquee.hire_price("4x8", 2), 43500)
    money(marquee.hire_price("9x15", days=7), 420000)
    for args in [("5x5",), ("", 1), ("3x7",), ("6x9", 0), ("6x9", 8), ("6x9", 1.5),
                 ("6x9", -1)]:
        with pytest.raises(ValueError):
            marquee.hire_price(*args)


def test_delivery():
    for miles, pence in [(0, 0), (10, 0), (10.01, 150), (11, 150), (11.5, 300), (20, 1500),
                         (59.2, 7500), (60, 7500), (3.7, 0)]:
        money(marquee.delivery_charge(miles), pence)
    for bad in [60.01, 61, 100, -1, -0.5]:
        with pytest.raises(ValueError):
            marquee.delivery_charge(bad)


def test_quote_sampled():
    rng = random.Random(5959)
    for _ in range(500):
        style = rng.choice(["seated", "standing"])
        guests = rng.randint(1, 112 if style == "seated" else 168)
        days = rng.randint(1, 7)
        miles = rng.choice([rng.randint(0, 60), round(rng.uniform(0, 60), 1)])
        weekend = rng.random() < 0.5
        q = marquee.quote(guests, style, days, miles, weekend)
        size = want_size(guests, 12 if style == "seated" else 8)
        hire = BASE[size] * 100 + (days - 1) * BASE[size] * 50
        extra = hire * 15 // 100 if weekend else 0
        assert (hire * 15) % 100 == 0 or not weekend
        delivery = max(0, math.ceil(Fraction(str(miles)) - 10)) * 150
        total = hire + extra + delivery
        deposit = -(-total // 400) * 100
        assert q["size"] == size
        money(q["hire"], hire)
        money(q["weekend"], extra)
        money(q["delivery"], delivery)
        money(q["total"], total)
        money(q["deposit"], deposit)
        money(q["balance"], total - deposit)


def test_quote_errors():
    for kwargs in [dict(guests=0), dict(guests=200), dict(guests=20, style="buffet"),
                   dict(guests=20, days=8), dict(guests=20, miles=75),
                   dict(guests=20, miles=-2)]:
        with pytest.raises(ValueError):
            marquee.quote(**kwargs)
