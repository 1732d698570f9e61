import hashlib
import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
from recipe import Ingredient, Recipe  # noqa: E402

OATS = Ingredient("oats", 389, 16.9, 6.9, 66.3)
MILK = Ingredient("milk", 64, 3.4, 3.6, 4.8)


def porridge():
    return Recipe("porridge", 2).add(OATS, 80).add(MILK, 200)


def test_prompt_example():
    assert porridge().per_serving() == {"grams": 140, "kcal": 220, "protein": 10.2,
                                        "fat": 6.4, "carbs": 31.3}


def test_types():
    result = porridge().per_serving()
    assert type(result["grams"]) is int and type(result["kcal"]) is int
    for key in ("protein", "fat", "carbs"):
        assert isinstance(result[key], float)
    assert set(result) == {"grams", "kcal", "protein", "fat", "carbs"}


def test_half_up_rounding():
    thing = Ingredient("thing", 425, 6.5, 0.25, 10.5)
    r = Recipe("x", 2).add(thing, 100)
    assert r.per_serving() == {"grams": 50, "kcal": 213, "protein": 3.3, "fat": 0.1,
                               "carbs": 5.3}


def test_half_up_grams():
    r = Recipe("x", 2).add(Ingredient("w", 0, 0, 0, 0), 45)
    assert r.per_serving()["grams"] == 23
    r = Recipe("x", 4).add(Ingredient("w", 0, 0, 0, 0), 10)
    assert r.per_serving()["grams"] == 3


def test_rounds_not_truncates():
    r = Recipe("x", 3).add(Ingredient("y", 100, 10, 10, 10), 200)
    assert r.per_serving() == {"grams": 67, "kcal": 67, "protein": 6.7, "fat": 6.7, "carbs": 6.7}


def test_same_ingredient_twice():
    r = Recipe("x", 1).add(OATS, 50).add(OATS, 50)
    assert r.per_serving() == {"grams": 100, "kcal": 389, "protein": 16.9, "fat": 6.9,
                               "carbs": 66.3}


def test_override_servings_does_not_change_recipe():
    r = porridge()
    assert r.per_serving(4) == {"grams": 70, "kcal": 110, "protein": 5.1, "fat": 3.2,
                                "carbs": 15.7}
    assert r.servings == 2
    assert r.per_serving(servings=1) == {"grams": 280, "kcal": 439, "protein": 20.3,
                                         "fat": 12.7, "carbs": 62.6}
    assert r.per_serving()["kcal"] == 220


@pytest.mark.parametrize("bad", [0, -2, 1.5, 2.0, "2", True])
def test_bad_servings(bad):
    with pytest.raises(ValueError):
        porridge().per_serving(bad)


def test_empty_recipe():
    assert Recipe("nothing", 3).per_serving() == {"grams": 0, "kcal": 0, "protein": 0.0,
                                                  "fat": 0.0, "carbs": 0.0}


def test_items_not_modified():
    r = porridge()
    before = list(r.items)
    r.per_serving()
    r.per_serving(5)
    assert r.items == before
    assert r.total_grams() == 280


def test_fractional_grams():
    r = Recipe("x", 1).add(Ingredient("butter", 717, 0.9, 81.1, 0.1), 12.5)
    assert r.per_serving() == {"grams": 13, "kcal": 90, "protein": 0.1, "fat": 10.1,
                               "carbs": 0.0}


def test_rest_of_class_unchanged():
    with pytest.raises(ValueError):
        Recipe("x", 0)
    with pytest.raises(ValueError):
        Recipe("x", 1).add(OATS, 0)
    assert repr(porridge()) == "Recipe('porridge', servings=2, items=2)"
    assert porridge().total_grams() == 280
