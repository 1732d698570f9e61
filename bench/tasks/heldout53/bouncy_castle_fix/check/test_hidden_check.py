"""Hidden check for bouncy_castle_fix: the weekend extra goes on the Saturdays and Sundays of the
hire itself (start day included), so hire_price and booking come out right; the rest of
castles.py is unchanged."""

import math
import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from castles import booking, castle_price, delivery, hire_price  # noqa: E402

PRICES = {"jungle": 95.0, "princess": 90.0, "pirate ship": 120.0, "toddler": 60.0}


def expected_hire(name, start, days):
    price = PRICES[name]
    total = 0.0
    for i in range(days):
        day = start + timedelta(days=i)
        total += price if i == 0 else price / 2
        if day.weekday() >= 5:
            total += 15.0
    return total


def test_reported_cases():
    got = booking("jungle", date(2024, 6, 7), 2, 12.3)
    assert got == {"hire": 157.5, "delivery": 4.5, "total": 162.0, "deposit": 54,
                   "back": date(2024, 6, 9)}
    assert hire_price("princess", date(2024, 6, 9)) == 105.0
    assert hire_price("jungle", date(2024, 6, 7), 2) == 157.5


def test_hire_price_more():
    # Monday 10 June 2024 .. Sunday 16 June 2024
    assert hire_price("jungle", date(2024, 6, 10)) == 95.0
    assert hire_price("jungle", date(2024, 6, 14)) == 95.0  # a Friday
    assert hire_price("Pirate Ship ", date(2024, 6, 15)) == 135.0  # a Saturday
    assert hire_price("pirate ship", date(2024, 6, 15), 2) == 210.0
    assert hire_price("pirate ship", date(2024, 6, 15), 3) == 270.0
    assert hire_price("toddler", date(2024, 6, 10), 5) == 180.0
    assert hire_price("toddler", date(2024, 6, 10), 7) == 270.0
    assert hire_price("toddler", date(2024, 6, 16), 7) == 270.0
    assert hire_price("princess", date(2024, 6, 13), 4) == 255.0


def test_hire_price_sampled():
    rng = random.Random(53)
    for _ in range(2000):
        name = rng.choice(list(PRICES))
        start = date(2024, 1, 1) + timedelta(days=rng.randint(0, 700))
        days = rng.randint(1, 7)
        assert hire_price(name, start, days) == pytest.approx(
            expected_hire(name, start, days)), (name, start, days)


def test_booking_sampled():
    rng = random.Random(5353)
    for _ in range(500):
        name = rng.choice(list(PRICES))
        start = date(2024, 1, 1) + timedelta(days=rng.randint(0, 700))
        days = rng.randint(1, 7)
        miles = rng.randint(0, 400) / 10
        hire = expected_hire(name, start, days)
        fetch = max(0, math.ceil(miles) - 10) * 1.5
        got = booking(name, start, days, miles)
        assert got["hire"] == pytest.approx(hire)
        assert got["delivery"] == pytest.approx(fetch)
        assert got["total"] == pytest.approx(hire + fetch)
        assert got["deposit"] == math.ceil(round(hire + fetch, 2) / 3)
        assert got["back"] == start + timedelta(days=days)


def test_rest_unchanged():
    assert castle_price(" JUNGLE") == 95.0
    assert castle_price("toddler") == 60.0
    with pytest.raises(ValueError):
        castle_price("dragon")
    for bad in [0, 8, 2.0, -1, True]:
        with pytest.raises(ValueError):
            hire_price("jungle", date(2024, 6, 10), bad)
    with pytest.raises(ValueError):
        hire_price("unicorn", date(2024, 6, 10))
    assert delivery(0) == 0
    assert delivery(10) == 0
    assert delivery(10.1) == 1.5
    assert delivery(12.3) == 4.5
    assert delivery(40) == 45.0
    for bad in [-0.5, 40.1, 55]:
        with pytest.raises(ValueError):
            delivery(bad)
