"""Hidden check for egg_hunt_module: egg_hunt.py with egg_points (gold 5, silver 3, others 1,
case and outer spaces ignored, blank colour refused), results (most points first, ties A-Z
ignoring case, everyone listed) and share_out (equal whole shares and the rest, errors)."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import egg_hunt  # noqa: E402
from egg_hunt import egg_points, results, share_out  # noqa: E402


def test_prompt_examples():
    assert egg_points(["gold", "Blue", " silver ", "pink", "GOLD"]) == 15
    assert results({"Ava": ["gold", "blue"], "ben": ["silver", "silver", "red"],
                    "Cara": ["pink"], "Dan": ["green"] * 6, "Eli": []}) == [
        ("ben", 7), ("Ava", 6), ("Dan", 6), ("Cara", 1), ("Eli", 0)]
    assert share_out(23, 4) == (5, 3)
    assert share_out(3, 5) == (0, 3)


def test_egg_points():
    assert egg_points([]) == 0
    assert egg_points(["gold"]) == 5
    assert egg_points(["Silver"]) == 3
    assert egg_points(["  Gold"]) == 5
    assert egg_points(["SILVER  "]) == 3
    assert egg_points(["blue"]) == 1
    assert egg_points(["rose gold"]) == 1
    assert egg_points(["goldish", "silvery"]) == 2
    assert egg_points(["gold", "gold", "silver", "silver", "green"]) == 17
    assert egg_points(("gold", "red")) == 6
    for bad in [[""], ["gold", "  "], ["\t"]]:
        with pytest.raises(ValueError):
            egg_points(bad)


def test_results():
    assert results({}) == []
    assert results({"Zoe": []}) == [("Zoe", 0)]
    assert results({"zara": ["gold"], "Adam": ["blue"] * 5, "milo": ["silver", "red", "red"]}) == [
        ("Adam", 5), ("milo", 5), ("zara", 5)]
    assert results({"bob": ["red"], "Bea": ["red"], "amy": [], "Al": []}) == [
        ("Bea", 1), ("bob", 1), ("Al", 0), ("amy", 0)]
    got = results({"Ava": ["gold"], "ben": ["silver"]})
    assert isinstance(got, list) and all(isinstance(item, tuple) for item in got)
    with pytest.raises(ValueError):
        results({"Ava": ["gold"], "ben": [" "]})


def test_results_sampled():
    rng = random.Random(4545)
    names = ["Ava", "ben", "Cara", "dan", "Eli", "finn", "Gus", "hana", "Isla", "jo"]
    colours = ["gold", "Silver", " blue", "red ", "GOLD", "green", "silver"]
    value = {"gold": 5, "silver": 3}
    for _ in range(300):
        found = {n: [rng.choice(colours) for _ in range(rng.randint(0, 6))]
                 for n in rng.sample(names, rng.randint(0, len(names)))}
        scored = {n: sum(value.get(c.strip().lower(), 1) for c in eggs)
                  for n, eggs in found.items()}
        want = sorted(scored.items(), key=lambda kv: (-kv[1], kv[0].lower()))
        assert results(found) == want, found


def test_share_out():
    assert share_out(0, 3) == (0, 0)
    assert share_out(12, 4) == (3, 0)
    assert share_out(12, 1) == (12, 0)
    assert share_out(40, 7) == (5, 5)
    for eggs in range(0, 60):
        for children in range(1, 12):
            got = share_out(eggs, children)
            assert isinstance(got, tuple)
            assert got == (eggs // children, eggs % children)
    for bad in [(-1, 3), (10, 0), (10, -2), (10.5, 2), (10, 2.5)]:
        with pytest.raises(ValueError):
            share_out(*bad)


def test_only_standard_library():
    with open(egg_hunt.__file__, encoding="utf-8") as fh:
        text = fh.read()
    for name in ["numpy", "pandas"]:
        assert f"import {name}" not in text
