"""Hidden check for charity_shop_module: charity.py with sale_colour, sale_price,
basket_total, gift_aid and donor_letters as the prompt describes them, examples and error
rules."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
import charity  # noqa: E402

COLOURS = ["red", "blue", "green", "yellow", "white"]


def colour_of(day):
    return COLOURS[((day - date(2024, 1, 1)).days // 7) % 5]


def test_prompt_examples():
    assert charity.sale_colour(date(2024, 1, 3)) == "red"
    assert charity.sale_colour(date(2024, 1, 8)) == "blue"
    assert charity.sale_colour(date(2023, 12, 31)) == "white"
    assert charity.sale_price(499, "Blue", date(2024, 1, 9)) == 250
    assert charity.sale_price(499, "red", date(2024, 1, 9)) == 499
    assert charity.basket_total([(499, "blue"), (300, "red"), (125, " BLUE ")],
                                date(2024, 1, 9)) == 613
    assert charity.gift_aid([(1000, "GA17"), (250, None), (333, "GA17"), (90, "GA3")]) == 355
    assert charity.donor_letters([(6000, "GA17"), (4000, "GA17"), (12000, "GA3"),
                                  (9999, "GA8"), (20000, None)]) == [("GA3", 12000),
                                                                     ("GA17", 10000)]


def test_sale_colour():
    assert charity.sale_colour(date(2024, 1, 1)) == "red"
    assert charity.sale_colour(date(2024, 1, 7)) == "red"
    assert charity.sale_colour(date(2024, 1, 14)) == "blue"
    assert charity.sale_colour(date(2024, 1, 15)) == "green"
    assert charity.sale_colour(date(2024, 1, 22)) == "yellow"
    assert charity.sale_colour(date(2024, 1, 29)) == "white"
    assert charity.sale_colour(date(2024, 2, 5)) == "red"
    assert charity.sale_colour(date(2024, 2, 4)) == "white"
    assert charity.sale_colour(date(2023, 12, 25)) == "white"
    assert charity.sale_colour(date(2023, 12, 24)) == "yellow"
    assert charity.sale_colour(date(2023, 11, 27)) == "red"
    assert charity.sale_colour(date(2025, 1, 1)) == colour_of(date(2025, 1, 1))
    day = date(2022, 1, 1)
    while day < date(2027, 1, 1):
        assert charity.sale_colour(day) == colour_of(day), day
        day += timedelta(days=1)


def test_sale_price():
    blue_day = date(2024, 1, 12)
    assert charity.sale_price(1, "blue", blue_day) == 1
    assert charity.sale_price(2, "blue", blue_day) == 1
    assert charity.sale_price(3, "blue", blue_day) == 2
    assert charity.sale_price(1000, "BLUE", blue_day) == 500
    assert charity.sale_price(1000, "  blue\n", blue_day) == 500
    assert charity.sale_price(1000, "Green", blue_day) == 1000
    assert charity.sale_price(1000, "white", blue_day) == 1000
    assert charity.sale_price(999, "White", date(2023, 12, 28)) == 500
    for bad_colour in ["purple", "", "bleu", "red/blue"]:
        with pytest.raises(ValueError):
            charity.sale_price(100, bad_colour, blue_day)
    for bad_price in [0, -50, 2.5]:
        with pytest.raises(ValueError):
            charity.sale_price(bad_price, "red", blue_day)


def test_basket_total():
    assert charity.basket_total([], date(2024, 1, 9)) == 0
    assert charity.basket_total([(101, "green"), (101, "red"), (5, "GREEN")],
                                date(2024, 1, 17)) == 51 + 101 + 3
    with pytest.raises(ValueError):
        charity.basket_total([(100, "red"), (100, "pink")], date(2024, 1, 9))
    rng = random.Random(4111)
    for _ in range(1000):
        day = date(2023, 6, 1) + timedelta(days=rng.randint(0, 700))
        items = [(rng.randint(1, 3000), rng.choice(COLOURS).upper() if rng.random() < 0.3
                  else rng.choice(COLOURS)) for _ in range(rng.randint(0, 8))]
        want = sum(-(-p // 2) if c.lower() == colour_of(day) else p for p, c in items)
        assert charity.basket_total(items, day) == want, (items, day)


def test_gift_aid():
    assert charity.gift_aid([]) == 0
    assert charity.gift_aid([(500, None), (700, None)]) == 0
    assert charity.gift_aid([(3, "GA1")]) == 0
    assert charity.gift_aid([(4, "GA1")]) == 1
    assert charity.gift_aid([(3, "GA1"), (3, "GA2")]) == 1
    assert charity.gift_aid([(399, "GA1")]) == 99
    assert isinstance(charity.gift_aid([(1000, "GA2")]), int)
    rng = random.Random(41)
    for _ in range(1000):
        sales = [(rng.randint(1, 5000), rng.choice([None, "GA1", "GA2", "GA15"]))
                 for _ in range(rng.randint(0, 10))]
        total = sum(p for p, d in sales if d is not None)
        assert charity.gift_aid(sales) == total // 4, sales


def test_donor_letters():
    assert charity.donor_letters([]) == []
    assert charity.donor_letters([(9999, "GA1")]) == []
    assert charity.donor_letters([(10000, "GA1")]) == [("GA1", 10000)]
    assert charity.donor_letters([(5000, "GA9"), (5000, "GA10"), (10000, "GA2"),
                                  (5000, "GA9"), (5000, "GA10")]) == [
        ("GA10", 10000), ("GA2", 10000), ("GA9", 10000)]
    assert charity.donor_letters([(300, "GA1"), (200, "GA2"), (50, None)], threshold=200) == [
        ("GA1", 300), ("GA2", 200)]
    assert charity.donor_letters([(300, "GA1"), (200, "GA2")], 250) == [("GA1", 300)]
    rng = random.Random(4141)
    for _ in range(500):
        sales = [(rng.randint(1, 60) * 100, rng.choice([None, "GA1", "GA2", "GA3", "GA12"]))
                 for _ in range(rng.randint(0, 12))]
        threshold = rng.choice([1000, 5000, 10000])
        totals = {}
        for p, d in sales:
            if d is not None:
                totals[d] = totals.get(d, 0) + p
        want = sorted(((d, t) for d, t in totals.items() if t >= threshold),
                      key=lambda item: (-item[1], item[0]))
        assert charity.donor_letters(sales, threshold) == want, (sales, threshold)
