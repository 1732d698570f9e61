"""Hidden check for school_trip_module: trip.py with adults_needed, coaches_needed,
price_per_child, payments and missing as the prompt describes them, examples and error rules."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import trip  # noqa: E402


def money_is(got, pence):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(Fraction(got) - Fraction(pence, 100)) < Fraction(1, 10**6), (got, pence)


def test_prompt_examples():
    assert trip.adults_needed(23) == 3
    assert trip.adults_needed(8) == 2
    assert trip.adults_needed(30, ratio=6) == 5
    assert trip.coaches_needed(45, 5) == 2
    assert trip.coaches_needed(40, 9) == 1
    money_is(trip.price_per_child(420, 6.50, 45, 5), 2550)
    money_is(trip.price_per_child(380, 0, 28, 4), 1400)
    got = trip.payments(25.5, {"Zara": 25.5, "amir": 10, "Ben": 0, "Cleo": 30})
    assert got["paid_in_full"] == ["Cleo", "Zara"]
    assert got["owing"] == {"amir": 15.5, "Ben": 25.5}
    money_is(got["total_owing"], 4100)
    assert set(got) == {"paid_in_full", "owing", "total_owing"}
    assert trip.missing(["Amir Khan", "Ben Ode", "Cleo Park", "Zara Lee"],
                        ["zara lee", "Amir  Khan "]) == ["Ben Ode", "Cleo Park"]


def test_adults_needed():
    assert trip.adults_needed(1) == 2
    assert trip.adults_needed(20) == 2
    assert trip.adults_needed(21) == 3
    assert trip.adults_needed(30) == 3
    assert trip.adults_needed(31) == 4
    assert trip.adults_needed(90) == 9
    assert trip.adults_needed(5, ratio=1) == 5
    assert trip.adults_needed(12, 4) == 3
    assert trip.adults_needed(13, 4) == 4
    for children in range(1, 200):
        for ratio in (1, 3, 6, 8, 10, 15):
            assert trip.adults_needed(children, ratio) == max(2, math.ceil(children / ratio))
    for args in [(0,), (-3,), (10.0,), ("10",), (True,), (10, 0), (10, -2), (10, 2.5)]:
        with pytest.raises(ValueError):
            trip.adults_needed(*args)


def test_coaches_needed():
    assert trip.coaches_needed(49, 0) == 1
    assert trip.coaches_needed(45, 4) == 1
    assert trip.coaches_needed(45, 5) == 2
    assert trip.coaches_needed(90, 9) == 3
    assert trip.coaches_needed(30, 4, seats=16) == 3
    assert trip.coaches_needed(30, 2, 16) == 2
    rng = random.Random(4949)
    for _ in range(500):
        c, a, s = rng.randint(1, 300), rng.randint(0, 40), rng.randint(1, 70)
        assert trip.coaches_needed(c, a, seats=s) == math.ceil((c + a) / s)
    for args in [(0, 3), (20, -1), (20, 2, 0), (20.0, 2), (20, 2.0), (20, 2, 49.0)]:
        with pytest.raises(ValueError):
            trip.coaches_needed(*args)


def test_price_per_child():
    money_is(trip.price_per_child(250, 4.25, 30, 3), 1300)   # 377.50 / 30 = 12.58
    money_is(trip.price_per_child(300, 5, 30, 3), 1500)      # exactly 15.00 stays
    money_is(trip.price_per_child(300, 5.5, 30, 3), 1550)    # exactly 15.50 stays
    money_is(trip.price_per_child(301, 5, 30, 3), 1550)      # 15.03 -> 15.50
    money_is(trip.price_per_child(0, 0, 10, 2), 0)
    money_is(trip.price_per_child(0, 7.99, 10, 2), 800)
    money_is(trip.price_per_child(500, 0, 60, 6), 1700)      # 2 coaches: 1000 / 60 = 16.67
    rng = random.Random(49)
    for _ in range(1000):
        cost_p, fee_p = rng.randint(0, 800) * 50, rng.randint(0, 2000)
        children, adults = rng.randint(1, 150), rng.randint(0, 20)
        coaches = math.ceil((children + adults) / 49)
        total = coaches * cost_p + children * fee_p
        want = math.ceil(Fraction(total, children * 50)) * 50
        money_is(trip.price_per_child(cost_p / 100, fee_p / 100, children, adults), want)
    for args in [(-1, 5, 30, 3), (300, -0.5, 30, 3), ("300", 5, 30, 3), (300, None, 30, 3),
                 (300, 5, 0, 3), (300, 5, 30, -1)]:
        with pytest.raises(ValueError):
            trip.price_per_child(*args)


def test_payments():
    got = trip.payments(12, {"ben": 12, "Ada": 5.5, "Cai": 0})
    assert got["paid_in_full"] == ["ben"]
    assert got["owing"] == {"Ada": 6.5, "Cai": 12}
    money_is(got["total_owing"], 1850)
    got = trip.payments(20, {"zoe": 20, "Yan": 25, "ali": 20.0, "Bo": 19.99})
    assert got["paid_in_full"] == ["ali", "Yan", "zoe"]
    assert got["owing"] == {"Bo": 0.01}
    money_is(got["total_owing"], 1)
    got = trip.payments(15.5, {})
    assert got["paid_in_full"] == [] and got["owing"] == {}
    money_is(got["total_owing"], 0)
    got = trip.payments(9.9, {"a": 0.1, "b": 0.2, "c": 9.8})
    money_is(got["owing"]["a"], 980)
    money_is(got["owing"]["b"], 970)
    money_is(got["owing"]["c"], 10)
    money_is(got["total_owing"], 1960)
    for price, paid in [(-1, {}), ("12", {}), (12, {"Ada": -2}), (12, {"Ada": "5"})]:
        with pytest.raises(ValueError):
            trip.payments(price, paid)


def test_missing():
    register = ["Amir Khan", "Ben Ode", "Cleo Park", "Zara Lee"]
    assert trip.missing(register, register) == []
    assert trip.missing(register, []) == register
    assert trip.missing(register, ["BEN ODE", " cleo   park", "Ben Ode"]) == ["Amir Khan",
                                                                              "Zara Lee"]
    assert trip.missing(["Cleo Park", "Amir Khan"], ["amir khan"]) == ["Cleo Park"]
    for counted in [["Tom Hill"], ["Amir Khan", "Amir"], ["Ben Odell"]]:
        with pytest.raises(ValueError):
            trip.missing(register, counted)
