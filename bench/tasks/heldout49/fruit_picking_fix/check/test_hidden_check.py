"""Hidden check for fruit_picking_fix: punnet_price() rounds to the nearest penny instead of
down (the minimum charge, free empty punnet and errors unchanged), bill() and receipt() follow,
and nothing else in pickyourown.py changed."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from pickyourown import bill, fruit_name, punnet_price, receipt  # noqa: E402

PRICES = {"strawberries": 650, "raspberries": 900, "blueberries": 1100, "gooseberries": 500,
          "cherries": 1200}


def expected_pence(fruit, weighed):
    milli = (weighed - 40) * PRICES[fruit]  # in thousandths of a penny
    if milli == 0:
        return 0
    pence, rest = divmod(milli, 1000)
    assert rest != 500
    return max(100, pence + (rest > 500))


def test_reported_cases():
    assert punnet_price("raspberries", 373) == 3.0
    assert punnet_price("blueberries", 487) == 4.92
    assert bill([("raspberries", 373), ("blueberries", 487), ("strawberries", 540)]) == 11.17


def test_more_prices():
    assert punnet_price("strawberries", 540) == 3.25
    assert punnet_price("Cherries ", 300) == 3.12
    assert punnet_price("cherries", 341) == 3.61      # 301 g: 3.612
    assert punnet_price("cherries", 342) == 3.62      # 302 g: 3.624
    assert punnet_price("cherries", 343) == 3.64      # 303 g: 3.636
    assert punnet_price("gooseberries", 504) == 2.32  # 464 g
    assert punnet_price("gooseberries", 260) == 1.1   # 220 g
    assert punnet_price("strawberries", 1041) == 6.51  # 1001 g: 6.5065
    assert punnet_price("blueberries", 1040) == 11.0
    assert punnet_price("raspberries", 150) == 1.0    # 110 g: 0.99 -> the £1 minimum
    assert punnet_price("raspberries", 151) == 1.0    # 111 g: 0.999 -> 1.00
    assert punnet_price("raspberries", 152) == 1.01   # 112 g: 1.008
    assert punnet_price("blueberries", 41) == 1.0
    assert punnet_price("strawberries", 40) == 0.0


def test_sampled():
    rng = random.Random(4949)
    checked = 0
    while checked < 3000:
        fruit = rng.choice(list(PRICES))
        weighed = rng.randint(40, 2500)
        if ((weighed - 40) * PRICES[fruit]) % 1000 == 500:
            continue
        want = expected_pence(fruit, weighed)
        got = punnet_price(fruit.upper() if checked % 5 == 0 else fruit, weighed)
        assert abs(got - want / 100) < 1e-9, (fruit, weighed, got, want)
        checked += 1


def test_bill_and_receipt():
    punnets = [("raspberries", 373), ("blueberries", 487), ("strawberries", 540)]
    assert receipt(punnets) == [
        "raspberries     333 g  £3.00",
        "blueberries     447 g  £4.92",
        "strawberries    500 g  £3.25",
        "TOTAL                   £11.17",
    ]
    assert bill([]) == 0.0
    rng = random.Random(49)
    for _ in range(300):
        punnets, total = [], 0
        for _ in range(rng.randint(1, 6)):
            fruit, weighed = rng.choice(list(PRICES)), rng.randint(40, 1500)
            if ((weighed - 40) * PRICES[fruit]) % 1000 == 500:
                continue
            punnets.append((fruit, weighed))
            total += expected_pence(fruit, weighed)
        assert abs(bill(punnets) - total / 100) < 1e-9, punnets


def test_errors_unchanged():
    for fruit, grams in [("apples", 300), ("", 300), ("strawberries", 39),
                         ("cherries", -5), ("cherries", "300"), ("cherries", None)]:
        with pytest.raises(ValueError):
            punnet_price(fruit, grams)
    with pytest.raises(ValueError):
        bill([("strawberries", 300), ("plums", 300)])
    assert fruit_name("  GOOSEBERRIES") == "gooseberries"
    with pytest.raises(ValueError):
        fruit_name("strawberry")
