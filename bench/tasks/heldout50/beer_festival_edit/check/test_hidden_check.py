"""Hidden check for beer_festival_edit: the new pour_round pours a whole order or none of it,
1 token off for 6 drinks or more, names and measures as pour(); the rest of festival.py
still works."""

import copy
import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from festival import find_cask, parse_casks, pour, pour_round, still_on, tokens  # noqa: E402

LINES = ["Hobgoblin, 5.2, 72", "Village Bitter, 3.8, 1.5"]


def test_prompt_example():
    casks = parse_casks(LINES)
    got = pour_round(casks, [("Hobgoblin", "pint"), ("village bitter", "half"),
                             ("Village Bitter", "pint")])
    assert got == 6
    assert casks == {"Hobgoblin": [5.2, 71.0], "Village Bitter": [3.8, 0.0]}
    with pytest.raises(ValueError):
        pour_round(casks, [("hobgoblin", "pint"), ("village bitter", "half")])
    assert casks == {"Hobgoblin": [5.2, 71.0], "Village Bitter": [3.8, 0.0]}


def test_big_round():
    casks = {"Mild": [3.4, 20.0], "Stout": [5.5, 20.0]}
    assert pour_round(casks, [("Mild", "pint")] * 5) == 10
    assert pour_round(casks, [("Mild", "pint")] * 6) == 11
    assert pour_round(casks, [("mild", "half"), ("STOUT", "half"), ("Stout", "pint"),
                              ("Mild", "pint"), ("Mild", "half"), ("stout ", "half")]) == 10
    assert pour_round(casks, [("Mild", "half")] * 7) == 6
    assert casks == {"Mild": [3.4, 3.5], "Stout": [5.5, 18.0]}


def test_empty_order():
    casks = {"Mild": [3.4, 2.0]}
    assert pour_round(casks, []) == 0
    assert casks == {"Mild": [3.4, 2.0]}


@pytest.mark.parametrize("order", [
    [("Mild", "pint"), ("Porter", "pint")],
    [("Mild", "pint"), ("Mild", "third")],
    [("Mild", "pint"), ("Mild", "pint"), ("Stout", "half"), ("mild", "half")],
    [("Stout", "pint"), ("Mild", "half"), ("Stout", "half"), ("Stout", "half")],
    [("Mild", "half")] * 5 + [("Stout", "pint"), ("Stout", "pint")],
])
def test_all_or_nothing(order):
    casks = {"Mild": [3.4, 2.0], "Stout": [5.5, 1.5]}
    with pytest.raises(ValueError):
        pour_round(casks, order)
    assert casks == {"Mild": [3.4, 2.0], "Stout": [5.5, 1.5]}


def test_exactly_enough():
    casks = {"Mild": [3.4, 2.0], "Stout": [5.5, 1.5]}
    assert pour_round(casks, [("Mild", "pint"), ("mild", "half"), ("MILD", "half"),
                              ("Stout", "half"), ("Stout", "pint")]) == 9
    assert casks == {"Mild": [3.4, 0.0], "Stout": [5.5, 0.0]}
    assert still_on(casks) == []


def model_round(casks, order):
    left = {n: v[1] for n, v in casks.items()}
    total = 0
    for name, measure in order:
        listed = next((n for n in left if n.lower() == name.strip().lower()), None)
        if listed is None or measure not in ("half", "pint"):
            return None
        need = 0.5 if measure == "half" else 1.0
        if need > left[listed]:
            return None
        left[listed] -= need
        strong = casks[listed][0] >= 5.0
        total += (3 if strong else 2) if measure == "pint" else (2 if strong else 1)
    if len(order) >= 6:
        total -= 1
    return total, left


def test_sampled():
    rng = random.Random(5050)
    names = ["Mild", "Stout", "Golden Ale", "Cider"]
    for _ in range(1500):
        casks = {n: [rng.choice([3.6, 4.2, 4.9, 5.0, 6.5]), rng.randint(0, 8) / 2]
                 for n in rng.sample(names, rng.randint(1, 4))}
        pool = list(casks) + ["Porter"] if rng.random() < 0.1 else list(casks)
        order = [(rng.choice(pool) if rng.random() < 0.8 else rng.choice(pool).upper(),
                  rng.choice(["half", "pint", "pint", "half", "half"]))
                 for _ in range(rng.randint(0, 9))]
        before = copy.deepcopy(casks)
        want = model_round(before, order)
        if want is None:
            with pytest.raises(ValueError):
                pour_round(casks, order)
            assert casks == before, (before, order)
        else:
            assert pour_round(casks, order) == want[0], (before, order)
            assert {n: v[1] for n, v in casks.items()} == want[1], (before, order)
            assert {n: v[0] for n, v in casks.items()} == {n: v[0] for n, v in before.items()}


def test_rest_unchanged():
    casks = parse_casks(["# Saturday", "", "  Old Peculier , 5.6, 72 ", "Mild,3.4,36"])
    assert casks == {"Old Peculier": [5.6, 72.0], "Mild": [3.4, 36.0]}
    for bad in ["Mild, 3.4", "Mild, strong, 36", "Mild, 3.4, 36, 1", ", 3.4, 36"]:
        with pytest.raises(ValueError):
            parse_casks([bad])
    assert find_cask(casks, " old peculier") == "Old Peculier"
    with pytest.raises(ValueError):
        find_cask(casks, "Porter")
    assert [tokens(4.9, "pint"), tokens(5.0, "pint"), tokens(4.9, "half"),
            tokens(5.0, "half")] == [2, 3, 1, 2]
    with pytest.raises(ValueError):
        tokens(4.0, "jug")
    assert pour(casks, "mild", "half") == 1
    assert pour(casks, "OLD PECULIER", "pint") == 3
    assert casks == {"Old Peculier": [5.6, 71.0], "Mild": [3.4, 35.5]}
    small = {"Mild": [3.4, 0.5]}
    with pytest.raises(ValueError):
        pour(small, "Mild", "pint")
    assert small == {"Mild": [3.4, 0.5]}
    assert still_on({"b": [4, 2.0], "a": [4, 2.0], "c": [4, 0.0], "d": [4, 9.5]}) == [
        ("d", 9.5), ("a", 2.0), ("b", 2.0)]
