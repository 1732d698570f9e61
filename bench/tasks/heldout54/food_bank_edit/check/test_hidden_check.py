"""Hidden check for food_bank_edit: the new pack_parcels() packs households in order, skips
(and keeps waiting) any whose whole parcel isn't in stock, reports what's left in the stock's
order, leaves the given stock alone, and the rest of foodbank.py still works."""

import math
import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from foodbank import (pack_parcels, parcel_contents, parcels_possible,  # noqa: E402
                      parse_stock, shopping_list)

RATES = {"pasta": 1, "tinned tomatoes": 1, "beans": 2, "cereal": 0.5, "tea": 0.25}


def need(people):
    return {item: math.ceil(rate * people) for item, rate in RATES.items()}


def expected(stock, households):
    left = dict(stock)
    packed, waiting = [], []
    for name, people in households:
        n = need(people)
        if all(left.get(i, 0) >= c for i, c in n.items()):
            for i, c in n.items():
                left[i] -= c
            packed.append(name)
        else:
            waiting.append(name)
    return {"packed": packed, "waiting": waiting, "left": left}


def test_prompt_example():
    stock = {"pasta": 8, "tinned tomatoes": 7, "beans": 12, "cereal": 4, "tea": 3, "nappies": 4}
    before = dict(stock)
    got = pack_parcels(stock, [("Smith", 4), ("Okafor", 1), ("Novak", 3), ("Byrne", 1)])
    assert got == {"packed": ["Smith", "Okafor", "Byrne"], "waiting": ["Novak"],
                   "left": {"pasta": 2, "tinned tomatoes": 1, "beans": 0, "cereal": 0,
                            "tea": 0, "nappies": 4}}
    assert list(got["left"]) == list(before)
    assert stock == before


def test_more_cases():
    stock = parse_stock(["Pasta: 3", "beans: 10", "Cereal: 5", "tea: 4", "# no tins this week"])
    got = pack_parcels(stock, [("Ali", 1), ("Brown", 2)])
    assert got == {"packed": [], "waiting": ["Ali", "Brown"],
                   "left": {"pasta": 3, "beans": 10, "cereal": 5, "tea": 4}}
    stock = {"tea": 5, "beans": 20, "cereal": 10, "tinned tomatoes": 10, "pasta": 10}
    got = pack_parcels(stock, [("A", 6), ("B", 5), ("C", 2), ("D", 2)])
    assert got == {"packed": ["A", "C", "D"], "waiting": ["B"],
                   "left": {"tea": 1, "beans": 0, "cereal": 5, "tinned tomatoes": 0,
                            "pasta": 0}}
    assert list(got["left"]) == ["tea", "beans", "cereal", "tinned tomatoes", "pasta"]
    assert pack_parcels(stock, []) == {"packed": [], "waiting": [], "left": stock}
    exact = {"pasta": 10, "tinned tomatoes": 10, "beans": 20, "cereal": 5, "tea": 3}
    assert pack_parcels(exact, [("Big", 10)]) == {
        "packed": ["Big"], "waiting": [],
        "left": {"pasta": 0, "tinned tomatoes": 0, "beans": 0, "cereal": 0, "tea": 0}}
    one_short = dict(exact, tea=2)
    assert pack_parcels(one_short, [("Big", 10)])["waiting"] == ["Big"]


def test_stock_not_changed():
    stock = {"pasta": 20, "tinned tomatoes": 20, "beans": 40, "cereal": 10, "tea": 5}
    before = dict(stock)
    got = pack_parcels(stock, [("A", 3), ("B", 4), ("C", 1)])
    assert stock == before
    assert got["left"] is not stock
    assert got["packed"] == ["A", "B", "C"]


def test_bad_household_sizes():
    stock = {"pasta": 20, "tinned tomatoes": 20, "beans": 40, "cereal": 10, "tea": 5}
    for bad in [0, 11, -2, 2.5]:
        with pytest.raises(ValueError):
            pack_parcels(stock, [("A", 1), ("X", bad)])


def test_sampled():
    rng = random.Random(5454)
    for _ in range(500):
        items = list(RATES) + ["nappies", "soap"]
        rng.shuffle(items)
        stock = {i: rng.randint(0, 25) for i in items if rng.random() < 0.9}
        households = [(f"family {k}", rng.randint(1, 10)) for k in range(rng.randint(0, 8))]
        before = dict(stock)
        got = pack_parcels(stock, households)
        want = expected(stock, households)
        assert got == want, (stock, households)
        assert list(got["left"]) == list(before)
        assert stock == before


def test_rest_unchanged():
    lines = ["beans: 24", "Tinned tomatoes: 10", "", "# shelf 2", " PASTA : 7", "beans:6"]
    assert parse_stock(lines) == {"beans": 30, "tinned tomatoes": 10, "pasta": 7}
    for bad in ["beans 24", "beans: -1", "beans: lots", ": 4", "beans: 2.5"]:
        with pytest.raises(ValueError):
            parse_stock([bad])
    assert parcel_contents(1) == {"pasta": 1, "tinned tomatoes": 1, "beans": 2, "cereal": 1,
                                  "tea": 1}
    assert parcel_contents(5) == {"pasta": 5, "tinned tomatoes": 5, "beans": 10, "cereal": 3,
                                  "tea": 2}
    for bad in [0, 11, 1.5]:
        with pytest.raises(ValueError):
            parcel_contents(bad)
    stock = {"pasta": 8, "tinned tomatoes": 7, "beans": 12, "cereal": 4, "tea": 3}
    assert parcels_possible(stock, 1) == 3
    assert parcels_possible(stock, 4) == 1
    assert parcels_possible({}, 2) == 0
    assert shopping_list(stock, 3, 2) == {}
    assert shopping_list(stock, 4, 3) == {"pasta": 4, "tinned tomatoes": 5, "beans": 12,
                                          "cereal": 4, "tea": 1}
    assert list(shopping_list({}, 1, 1)) == list(RATES)
