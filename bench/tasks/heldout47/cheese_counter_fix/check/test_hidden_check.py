"""Hidden check for cheese_counter_fix: basket_total() gives the kilo discount per cheese
(pieces of one cheese added up, 10% off that cheese only, money off rounded down to the
penny), and nothing else in cheese.py changed."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from cheese import basket_total, label, piece_pence  # noqa: E402

PER_KG = {"cheddar": 1450, "stilton": 2200, "brie": 1800, "wensleydale": 1600,
          "red leicester": 1300, "goats log": 2400}


def expected_pence(pieces):
    pence, weight = {}, {}
    for cheese, grams in pieces:
        key = " ".join(cheese.split()).lower()
        pence[key] = pence.get(key, 0) + (PER_KG[key] * grams + 500) // 1000
        weight[key] = weight.get(key, 0) + grams
    return sum(p - (p * 10 // 100 if weight[k] >= 1000 else 0) for k, p in pence.items())


def money(got, pence):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(got - pence / 100) < 1e-9, (got, pence)


def test_reported_cases():
    money(basket_total([("cheddar", 600), ("brie", 500)]), 1770)
    money(basket_total([("stilton", 1200), ("brie", 200)]), 2736)
    money(basket_total([("cheddar", 600), ("cheddar", 400)]), 1305)


def test_more_cases():
    money(basket_total([("Cheddar", 600), ("cheddar ", 400), ("brie", 100)]), 1485)
    money(basket_total([("cheddar", 999), ("brie", 999)]), 1449 + 1798)
    money(basket_total([("goats log", 1000)]), 2160)
    money(basket_total([("Red  Leicester", 700), ("red leicester", 300), ("stilton", 990)]),
          1170 + 2178)
    money(basket_total([("wensleydale", 1001), ("Wensleydale", 1)]), 1602 + 2 - 160)
    money(basket_total([("brie", 1050), ("stilton", 1100)]), 1890 - 189 + 2420 - 242)
    money(basket_total([("cheddar", 333), ("cheddar", 333), ("cheddar", 334)]),
          483 + 483 + 484 - 145)
    money(basket_total([]), 0)
    money(basket_total([("brie", 250)]), 450)


def test_sampled():
    rng = random.Random(4747)
    names = list(PER_KG) + ["Cheddar", "STILTON", " brie ", "Goats  Log"]
    for _ in range(2000):
        pieces = [(rng.choice(names), rng.choice([rng.randint(1, 1200), rng.randint(100, 600)]))
                  for _ in range(rng.randint(1, 6))]
        money(basket_total(pieces), expected_pence(pieces))


def test_errors_unchanged():
    for pieces in [[("gouda", 200)], [("brie", 0)], [("brie", 250.0)], [("cheddar", 1000), ("brie", -5)]]:
        with pytest.raises(ValueError):
            basket_total(pieces)


def test_rest_unchanged():
    assert piece_pence("cheddar", 250) == 363
    assert piece_pence(" Red  LEICESTER ", 250) == 325
    assert piece_pence("stilton", 1) == 2
    assert piece_pence("brie", 1000) == 1800
    for bad in [("gouda", 100), ("brie", 0), ("brie", 1.5), ("brie", True)]:
        with pytest.raises(ValueError):
            piece_pence(*bad)
    assert label("red leicester", 250) == "Red Leicester 250 g £3.25"
    assert label("GOATS LOG", 120) == "Goats Log 120 g £2.88"
    assert label("brie", 5) == "Brie 5 g £0.09"
