"""Hidden check for soap_batch_module: soap.py with lye_grams, water_grams, hard_oil_percent and
recipe as the prompt describes them, its examples and its error rules."""

import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import soap  # noqa: E402

SAP = {"olive": Fraction("0.135"), "coconut": Fraction("0.183"), "palm": Fraction("0.142"),
       "shea butter": Fraction("0.128"), "castor": Fraction("0.128"),
       "sunflower": Fraction("0.134"), "cocoa butter": Fraction("0.137")}
HARD = {"coconut", "palm", "shea butter", "cocoa butter"}
EXAMPLE = {"olive": 500, "coconut": 300, "shea butter": 200}


def close(got, want, tol=0.05 + 1e-6):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(got - float(want)) <= tol, (got, float(want))
    assert abs(round(got, 1) - got) < 1e-9, got


def exact_lye(oils, superfat):
    raw = sum(Fraction(g) * SAP[n.strip().lower()] for n, g in oils.items())
    return raw * (1 - Fraction(superfat, 100))


def test_prompt_examples():
    assert soap.lye_grams(dict(EXAMPLE)) == 140.6
    assert soap.water_grams(140.6) == 285.5
    assert soap.hard_oil_percent(dict(EXAMPLE)) == 50
    assert soap.recipe(dict(EXAMPLE)) == {"oils": 1000, "lye": 140.6, "water": 285.5,
                                          "batch": 1426.1, "bars": 12}
    assert soap.lye_grams({"Olive": 700, "Castor": 50, " coconut ": 250}, superfat=8) == 134.9


def test_lye_more():
    assert soap.lye_grams({"olive": 1000}, superfat=0) == 135.0
    assert soap.lye_grams({"olive": 1000}, 20) == 108.0
    assert soap.lye_grams({"COCONUT": 100}) == 17.4
    assert soap.lye_grams({" Cocoa Butter": 300, "sunflower ": 200, "Palm": 500}, 5) == 132.0
    assert soap.lye_grams({"shea butter": 12.5}, superfat=0) == 1.6


def test_water_more():
    assert soap.water_grams(100) == 203.0
    assert soap.water_grams(100, 25) == 300.0
    assert soap.water_grams(100, 40) == 150.0
    assert soap.water_grams(134.9, 30) == 314.8
    assert soap.water_grams(0.3, 33) == 0.6


def test_hard_more():
    assert soap.hard_oil_percent({"olive": 1000}) == 0
    assert soap.hard_oil_percent({"Coconut": 400}) == 100
    assert soap.hard_oil_percent({"olive": 650, "Palm": 250, "cocoa butter": 100}) == 35
    assert soap.hard_oil_percent({"olive": 200, "shea butter": 100}) == 33
    assert soap.hard_oil_percent({"olive": 100, "shea butter": 200}) == 67
    assert soap.hard_oil_percent({"castor": 50, "sunflower": 450, "coconut": 100}) == 17


def test_recipe_more():
    got = soap.recipe({"Olive": 700, "Castor": 50, " coconut ": 250}, 8, 30, 100)
    assert got == {"oils": 1000, "lye": 134.9, "water": 314.8, "batch": 1449.7, "bars": 14}
    got = soap.recipe({"olive": 300}, superfat=5, concentration=33, bar_grams=500)
    assert got == {"oils": 300, "lye": 38.5, "water": 78.2, "batch": 416.7, "bars": 0}
    got = soap.recipe({"coconut": 400, "olive": 600}, bar_grams=50)
    assert got["lye"] == 146.5 and got["water"] == 297.4
    assert got["batch"] == 1443.9 and got["bars"] == 28


def test_sampled():
    rng = random.Random(5050)
    names = list(SAP)
    for _ in range(1500):
        oils = {}
        for n in rng.sample(names, rng.randint(1, 5)):
            shown = rng.choice([n, n.title(), n.upper(), f" {n} "])
            oils[shown] = rng.randint(1, 2000) / rng.choice([1, 2, 10])
        superfat = rng.choice([0, 3, 5, 5, 7, 8, 10, 15, 20])
        concentration = rng.choice([25, 28, 30, 33, 33, 35, 38, 40])
        bar = rng.choice([90, 100, 110, 110, 125])
        lye = soap.lye_grams(dict(oils), superfat)
        close(lye, exact_lye(oils, superfat))
        water = soap.water_grams(lye, concentration)
        close(water, Fraction(lye) * (100 - concentration) / concentration)
        total = sum(Fraction(g) for g in oils.values())
        hard = sum(Fraction(g) for n, g in oils.items() if n.strip().lower() in HARD)
        share = 100 * hard / total
        if share - int(share) != Fraction(1, 2):
            assert soap.hard_oil_percent(dict(oils)) == round(share), oils
        got = soap.recipe(dict(oils), superfat, concentration, bar)
        assert set(got) == {"oils", "lye", "water", "batch", "bars"}
        assert abs(got["oils"] - float(total)) < 1e-6, oils
        assert got["lye"] == lye and got["water"] == water, oils
        close(got["batch"], total + Fraction(lye) + Fraction(water))
        assert got["bars"] == int(Fraction(got["batch"]) // bar), (got, bar)


@pytest.mark.parametrize("oils", [{}, {"lard": 100}, {"olive": 0}, {"olive": 100, "palm": -5},
                                  {"olive oil": 100}])
def test_bad_oils(oils):
    for call in (lambda: soap.lye_grams(oils), lambda: soap.hard_oil_percent(oils),
                 lambda: soap.recipe(oils)):
        with pytest.raises(ValueError):
            call()


def test_bad_numbers():
    for sf in [-1, 21, 50]:
        with pytest.raises(ValueError):
            soap.lye_grams({"olive": 100}, sf)
        with pytest.raises(ValueError):
            soap.recipe({"olive": 100}, superfat=sf)
    for conc in [24, 41, 0, 100]:
        with pytest.raises(ValueError):
            soap.water_grams(100, conc)
        with pytest.raises(ValueError):
            soap.recipe({"olive": 100}, concentration=conc)
    for lye in [0, -3]:
        with pytest.raises(ValueError):
            soap.water_grams(lye)
    for bar in [0, -100]:
        with pytest.raises(ValueError):
            soap.recipe({"olive": 100}, bar_grams=bar)
