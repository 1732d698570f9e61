"""Hidden check for cocktail_menu_module: cocktails.py with parse_recipe, drink_cost, units,
menu_price and batch as the prompt describes them, its examples and error rules."""

import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import cocktails  # noqa: E402

BOTTLES = {"gin": (700, 18.50), "lime juice": (1000, 3.20), "sugar syrup": (700, 4.90),
           "tequila": (700, 20.00), "cointreau": (700, 21.00)}


def test_prompt_examples():
    gimlet = cocktails.parse_recipe("50ml Gin, 25 ml lime juice, 15ML  Sugar  Syrup")
    assert gimlet == {"gin": 50, "lime juice": 25, "sugar syrup": 15}
    assert cocktails.drink_cost(gimlet, BOTTLES) == 1.51
    assert cocktails.units(gimlet, {"gin": 40}) == 2.0
    assert cocktails.menu_price(1.51) == 7.0
    assert cocktails.menu_price(1.51, pour_cost=0.25) == 6.5
    assert cocktails.menu_price(2.20) == 10.0
    assert cocktails.batch(gimlet, 8) == {"gin": 400, "lime juice": 200, "sugar syrup": 120,
                                          "water": 144}
    assert cocktails.batch(gimlet, 8, dilution=0) == {"gin": 400, "lime juice": 200,
                                                      "sugar syrup": 120}
    margarita = cocktails.parse_recipe("50ml tequila, 25ml cointreau, 25ml lime juice")
    assert cocktails.drink_cost(margarita, BOTTLES) == 2.26
    assert cocktails.units(margarita, {"tequila": 38, "cointreau": 40}) == 2.9
    assert cocktails.menu_price(2.26) == 10.5


def test_parse_recipe_more():
    assert cocktails.parse_recipe("35ml vodka") == {"vodka": 35}
    assert cocktails.parse_recipe("12.5ml Lemon Juice,100 ML soda water") == {
        "lemon juice": 12.5, "soda water": 100}
    assert cocktails.parse_recipe("25ml gin, 10ml Vermouth, 25 ml GIN") == {
        "gin": 50, "vermouth": 10}
    assert cocktails.parse_recipe("  60 mL   white   rum ,  20ml lime  ") == {
        "white rum": 60, "lime": 20}
    got = cocktails.parse_recipe("50ml gin, 25 ml lime juice")
    assert list(got) == ["gin", "lime juice"]


@pytest.mark.parametrize("text", ["", "   ", "0ml gin", "50ml gin, 0 ml lime",
                                  "gin", "50 gin", "50ml", "50ml gin,", "50ml gin, , 25ml lime",
                                  "fifty ml gin", "50cl gin"])
def test_parse_recipe_errors(text):
    with pytest.raises(ValueError):
        cocktails.parse_recipe(text)


def test_drink_cost_more():
    assert cocktails.drink_cost({"gin": 700}, BOTTLES) == 18.5
    assert cocktails.drink_cost({"gin": 35, "cointreau": 35}, BOTTLES) == 1.98
    with pytest.raises(ValueError):
        cocktails.drink_cost({"gin": 50, "tonic": 150}, BOTTLES)
    rng = random.Random(5656)
    names = list(BOTTLES)
    for _ in range(500):
        recipe = {n: rng.choice([10, 12.5, 15, 20, 25, 35, 50, 60])
                  for n in rng.sample(names, rng.randint(1, 5))}
        exact = sum(Fraction(str(ml)) / BOTTLES[n][0] * Fraction(str(BOTTLES[n][1]))
                    for n, ml in recipe.items())
        got = cocktails.drink_cost(recipe, BOTTLES)
        assert abs(Fraction(got) - exact) <= Fraction(1, 200) + Fraction(1, 10**9), recipe
        assert round(got, 2) == got


def test_units_more():
    assert cocktails.units({"lime juice": 25, "sugar syrup": 15}, {"gin": 40}) == 0
    assert cocktails.units({"vodka": 25, "tonic": 150}, {"vodka": 37.5}) == 0.9
    assert cocktails.units({"wine": 175}, {"wine": 12}) == 2.1
    assert cocktails.units({"whisky": 50, "vermouth": 25, "bitters": 2},
                           {"whisky": 40, "vermouth": 16}) == 2.4


def test_menu_price_more():
    assert cocktails.menu_price(1.10) == 5.0
    assert cocktails.menu_price(1.11) == 5.5
    assert cocktails.menu_price(1.65, 0.3) == 5.5
    assert cocktails.menu_price(1.00, 0.5) == 2.0
    assert cocktails.menu_price(1.01, 0.5) == 2.5
    assert cocktails.menu_price(0.01) == 0.5
    assert cocktails.menu_price(3.00, 0.2) == 15.0
    assert cocktails.menu_price(2.98, 0.2) == 15.0
    assert cocktails.menu_price(2.9, 0.2) == 14.5
    rng = random.Random(56)
    for _ in range(1000):
        cost = Fraction(rng.randint(1, 800), 100)
        pour = Fraction(rng.randint(10, 40), 100)
        pence_exact = cost / pour * 100
        if abs(pence_exact - int(pence_exact) - Fraction(1, 2)) < Fraction(1, 10**6):
            continue
        pence = round(pence_exact)
        want = -(-pence // 50) * 50 / 100
        assert cocktails.menu_price(float(cost), float(pour)) == want, (cost, pour)


def test_menu_price_errors():
    for cost, pour in [(1.5, 0), (1.5, 1), (1.5, -0.2), (1.5, 1.5), (0, 0.22), (-1, 0.22)]:
        with pytest.raises(ValueError):
            cocktails.menu_price(cost, pour)
    with pytest.raises(ValueError):
        cocktails.menu_price(0)


def test_batch_more():
    sour = {"whisky": 50, "lemon juice": 25, "sugar syrup": 7.5}
    assert cocktails.batch(sour, 4) == {"whisky": 200, "lemon juice": 100, "sugar syrup": 30,
                                        "water": 66}
    assert cocktails.batch(sour, 4, 0.3) == {"whisky": 200, "lemon juice": 100,
                                             "sugar syrup": 30, "water": 99}
    assert cocktails.batch(sour, 4, 1) == {"whisky": 200, "lemon juice": 100,
                                           "sugar syrup": 30, "water": 330}
    assert cocktails.batch({"gin": 50, "tonic": 150}, 1) == {"gin": 50, "tonic": 150,
                                                             "water": 40}
    assert cocktails.batch({"gin": 33}, 3, 0.1) == {"gin": 99, "water": 10}
    assert cocktails.batch({"gin": 33}, 3, 0.0) == {"gin": 99}
    for water in cocktails.batch(sour, 6).values():
        assert water == int(water)


def test_batch_errors():
    gimlet = {"gin": 50, "lime juice": 25}
    for servings in [0, -2, 2.5]:
        with pytest.raises(ValueError):
            cocktails.batch(gimlet, servings)
    for dilution in [-0.1, 1.01, 2]:
        with pytest.raises(ValueError):
            cocktails.batch(gimlet, 4, dilution)


def test_inputs_not_changed():
    gimlet = {"gin": 50, "lime juice": 25}
    cocktails.batch(gimlet, 10)
    cocktails.drink_cost(gimlet, BOTTLES)
    assert gimlet == {"gin": 50, "lime juice": 25}
