"""Hidden check for fancy_dress_module: costumes.py's CostumeShop (add, hire, give_back,
available, overdue) as the prompt describes it, the example and the error rules."""

import os
import random
import sys
from datetime import date, timedelta
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
from costumes import CostumeShop  # noqa: E402


def money(got, pence):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(Fraction(got) - Fraction(pence, 100)) < Fraction(1, 10**6), (got, pence)


def stocked():
    shop = CostumeShop()
    shop.add("P1", "Pirate captain", "L", 12)
    shop.add("w3", "Witch", "m", 8.5)
    shop.add("D7", "Dalek", "XL", 15)
    shop.add("B2", "Bumblebee", "s", 6)
    return shop


def same(got, want):
    assert set(got) == set(want), got
    for key, value in want.items():
        if isinstance(value, date):
            assert got[key] == value, (key, got[key])
        elif key == "late_days":
            assert got[key] == value and isinstance(got[key], int), (key, got[key])
        else:
            money(got[key], round(value * 100))


def test_prompt_example():
    shop = stocked()
    same(shop.hire("P1", "Sam Jones", date(2024, 10, 25), 2),
         {"due": date(2024, 10, 27), "charge": 24, "deposit": 20})
    same(shop.hire("W3", "Ellie", date(2024, 10, 28), 5),
         {"due": date(2024, 11, 2), "charge": 34, "deposit": 20})
    assert shop.available() == ["B2", "D7"]
    assert shop.available("l") == []
    assert shop.overdue(date(2024, 11, 5)) == [("P1", "Sam Jones", 9), ("W3", "Ellie", 3)]
    same(shop.give_back("p1", date(2024, 10, 30)),
         {"late_days": 3, "late_fee": 36, "refund": 0, "owed": 16})
    same(shop.give_back("W3", date(2024, 11, 2)),
         {"late_days": 0, "late_fee": 0, "refund": 20, "owed": 0})
    assert shop.available() == ["B2", "D7", "P1", "W3"]
    assert shop.overdue(date(2024, 12, 1)) == []


def test_available_and_sizes():
    shop = stocked()
    assert shop.available() == ["B2", "D7", "P1", "W3"]
    assert shop.available("M") == ["W3"]
    assert shop.available("xl") == ["D7"]
    assert shop.available("S") == ["B2"]
    shop.add("c9", "Clown", "L", 7)
    assert shop.available("L") == ["C9", "P1"]
    for bad in ["XXL", "medium", ""]:
        with pytest.raises(ValueError):
            shop.available(bad)
    assert CostumeShop().available() == []


def test_add_errors():
    shop = stocked()
    for args in [("p1", "Another pirate", "M", 10), ("W3", "Witch", "M", 8.5),
                 ("", "Ghost", "M", 5), ("  ", "Ghost", "M", 5), ("G1", "Ghost", "XXL", 5),
                 ("G1", "Ghost", "small", 5), ("G1", "Ghost", "M", 0),
                 ("G1", "Ghost", "M", -4)]:
        with pytest.raises(ValueError):
            shop.add(*args)
    assert shop.available() == ["B2", "D7", "P1", "W3"]


def test_charges():
    shop = stocked()
    start = date(2024, 2, 10)
    for nights, pence in [(1, 1200), (3, 3600), (4, 4200), (7, 6000), (14, 10200)]:
        got = shop.hire("P1", "Ann", start, nights)
        money(got["charge"], pence)
        assert got["due"] == start + timedelta(days=nights)
        money(got["deposit"], 2000)
        shop.give_back("P1", start)
    shop.add("H5", "Henry VIII", "XL", 7.25)
    money(shop.hire("H5", "Bob", start, 4)["charge"], 2538)  # 21.75 + 3.625
    shop.give_back("h5", start)
    money(shop.hire("H5", "Bob", start, 5)["charge"], 2900)
    shop.give_back("H5", start)
    money(shop.hire("h5", "Bob", start, 6)["charge"], 3263)  # 21.75 + 10.875


def test_hire_errors():
    shop = stocked()
    with pytest.raises(KeyError):
        shop.hire("Z9", "Ann", date(2024, 1, 1), 2)
    for args in [("P1", "", date(2024, 1, 1), 2), ("P1", "   ", date(2024, 1, 1), 2),
                 ("P1", "Ann", date(2024, 1, 1), 0), ("P1", "Ann", date(2024, 1, 1), 15),
                 ("P1", "Ann", date(2024, 1, 1), 2.0)]:
        with pytest.raises(ValueError):
            shop.hire(*args)
    assert shop.available() == ["B2", "D7", "P1", "W3"]
    shop.hire("P1", "Ann", date(2024, 1, 1), 14)
    with pytest.raises(ValueError):
        shop.hire("p1", "Bob", date(2024, 1, 2), 1)
    assert shop.overdue(date(2024, 1, 16)) == [("P1", "Ann", 1)]


def test_give_back_rules():
    shop = stocked()
    with pytest.raises(KeyError):
        shop.give_back("Z9", date(2024, 1, 1))
    with pytest.raises(ValueError):
        shop.give_back("D7", date(2024, 1, 1))
    shop.hire("D7", "Kit", date(2024, 3, 1), 2)
    with pytest.raises(ValueError):
        shop.give_back("D7", date(2024, 2, 28))
    assert "D7" not in shop.available()
    same(shop.give_back("D7", date(2024, 3, 2)),
         {"late_days": 0, "late_fee": 0, "refund": 20, "owed": 0})
    with pytest.raises(ValueError):
        shop.give_back("D7", date(2024, 3, 3))
    shop.hire("D7", "Kit", date(2024, 3, 10), 1)
    same(shop.give_back("d7", date(2024, 3, 12)),
         {"late_days": 1, "late_fee": 15, "refund": 5, "owed": 0})
    shop.hire("W3", "Mo", date(2024, 3, 10), 3)
    same(shop.give_back("W3", date(2024, 3, 16)),
         {"late_days": 3, "late_fee": 25.5, "refund": 0, "owed": 5.5})
    shop.hire("B2", "Lu", date(2024, 3, 10), 3)
    same(shop.give_back("B2", date(2024, 3, 19)),
         {"late_days": 6, "late_fee": 36, "refund": 0, "owed": 16})
    shop.hire("P1", "Al", date(2024, 3, 1), 1)
    same(shop.give_back("P1", date(2024, 3, 2)),
         {"late_days": 0, "late_fee": 0, "refund": 20, "owed": 0})


def test_overdue_order():
    shop = stocked()
    shop.add("A4", "Astronaut", "M", 9)
    shop.hire("W3", "Ellie", date(2024, 10, 1), 3)  # due 4th
    shop.hire("A4", "Raj", date(2024, 10, 2), 2)  # due 4th
    shop.hire("D7", "Kim", date(2024, 10, 1), 1)  # due 2nd
    shop.hire("B2", "Lou", date(2024, 10, 3), 5)  # due 8th
    assert shop.overdue(date(2024, 10, 4)) == [("D7", "Kim", 2)]
    assert shop.overdue(date(2024, 10, 6)) == [("D7", "Kim", 4), ("A4", "Raj", 2),
                                               ("W3", "Ellie", 2)]
    assert shop.overdue(date(2024, 10, 2)) == []
    shop.give_back("D7", date(2024, 10, 6))
    assert shop.overdue(date(2024, 10, 9)) == [("A4", "Raj", 5), ("W3", "Ellie", 5),
                                               ("B2", "Lou", 1)]


def test_sampled():
    rng = random.Random(5959)
    for _ in range(100):
        shop = CostumeShop()
        prices = {}
        for i in range(6):
            code = f"C{i}"
            prices[code] = rng.choice([5, 6.5, 7.25, 9.99, 12, 15.5])
            shop.add(code.lower() if i % 2 else code, f"Costume {i}",
                     rng.choice(["s", "M", "l", "XL"]), prices[code])
        for code, pence_night in ((c, round(p * 100)) for c, p in prices.items()):
            start = date(2024, 1, 1) + timedelta(days=rng.randint(0, 300))
            nights = rng.randint(1, 14)
            got = shop.hire(code, "Cust", start, nights)
            full = min(nights, 3)
            halves = 2 * full * pence_night + (nights - full) * pence_night
            money(got["charge"], (halves + 1) // 2)
            back = got["due"] + timedelta(days=rng.randint(-nights, 12))
            late = max(0, (back - got["due"]).days)
            fee = late * pence_night
            ret = shop.give_back(code, back)
            assert ret["late_days"] == late
            money(ret["late_fee"], fee)
            money(ret["refund"], max(0, 2000 - fee))
            money(ret["owed"], max(0, fee - 2000))
        assert shop.available() == sorted(prices)
