"""Hidden check for flower_show_module: show.py with entry_fee, placings, rosette and cup_table
as the prompt describes them, examples and error rules."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import show  # noqa: E402


def expected_placings(points):
    ordered = sorted(points.items(), key=lambda item: (-item[1], item[0].lower()))
    out = []
    for name, p in ordered:
        place = 1 + sum(1 for q in points.values() if q > p)
        if p >= 10 and place <= 3:
            out.append((place, name))
    return out


def test_prompt_examples():
    assert show.entry_fee(3) == 1.5
    assert show.entry_fee(12) == 5.0
    assert show.entry_fee(4, junior=True) == 0.0
    assert show.placings({"Mrs Patel": 17, "Joe Briggs": 19, "Ann Wood": 17,
                          "Tom Hale": 15}) == [(1, "Joe Briggs"), (2, "Ann Wood"),
                                               (2, "Mrs Patel")]
    assert show.placings({"Ann Wood": 12, "Tom Hale": 9}) == [(1, "Ann Wood")]
    assert show.cup_table({
        "Three onions": {"Joe Briggs": 18, "Ann Wood": 14, "Mrs Patel": 11},
        "Victoria sponge": {"Mrs Patel": 19, "Ann Wood": 19, "Tom Hale": 8},
        "Sweet peas": {"Tom Hale": 16, "Ann Wood": 12},
    }) == [("Ann Wood", 7), ("Mrs Patel", 4), ("Joe Briggs", 3), ("Tom Hale", 3)]


def test_entry_fee_more():
    assert show.entry_fee(1) == 0.5
    assert show.entry_fee(9) == 4.5
    assert show.entry_fee(10) == 5.0
    assert show.entry_fee(11) == 5.0
    assert show.entry_fee(40) == 5.0
    assert show.entry_fee(1, junior=True) == 0.0
    assert show.entry_fee(25, True) == 0.0
    assert show.entry_fee(2, junior=False) == 1.0
    for bad in [0, -3, 2.5, "3"]:
        with pytest.raises(ValueError):
            show.entry_fee(bad)
        with pytest.raises(ValueError):
            show.entry_fee(bad, junior=True)


def test_placings_more():
    assert show.placings({}) == []
    assert show.placings({"Solo": 10}) == [(1, "Solo")]
    assert show.placings({"Solo": 9}) == []
    assert show.placings({"a": 20, "b": 19, "c": 18, "d": 18, "e": 17}) == [
        (1, "a"), (2, "b"), (3, "c"), (3, "d")]
    assert show.placings({"d": 15, "B": 15, "c": 15, "a": 15}) == [
        (1, "a"), (1, "B"), (1, "c"), (1, "d")]
    assert show.placings({"x": 18, "y": 18, "z": 17}) == [(1, "x"), (1, "y"), (3, "z")]
    assert show.placings({"x": 18, "y": 16, "z": 16, "w": 14}) == [
        (1, "x"), (2, "y"), (2, "z")]
    assert show.placings({"x": 19, "y": 10, "z": 9, "w": 0}) == [(1, "x"), (2, "y")]
    assert show.placings({"bob": 14, "Alice": 14}) == [(1, "Alice"), (1, "bob")]
    rng = random.Random(5252)
    names = ["Ann Wood", "joe briggs", "Mrs Patel", "Tom Hale", "Bea Lowe", "colin fry",
             "Dot Reeve", "evie Sharp"]
    for _ in range(1000):
        points = {n: rng.randint(5, 20) for n in rng.sample(names, rng.randint(1, 8))}
        assert show.placings(points) == expected_placings(points), points


def test_placings_errors():
    for bad in [{"a": 21}, {"a": -1}, {"a": 12.5}, {"a": 15, "b": "12"}, {"a": 15, "b": 30}]:
        with pytest.raises(ValueError):
            show.placings(bad)


def test_rosette():
    assert show.rosette(1) == "red"
    assert show.rosette(2) == "blue"
    assert show.rosette(3) == "yellow"
    for bad in [0, 4, -1, 10]:
        with pytest.raises(ValueError):
            show.rosette(bad)


def test_cup_table_more():
    assert show.cup_table({}) == []
    assert show.cup_table({"Dahlias": {"a": 5, "b": 9}}) == []
    assert show.cup_table({"Dahlias": {"a": 15, "b": 15, "c": 14, "d": 13}}) == [
        ("a", 3), ("b", 3), ("c", 1)]
    assert show.cup_table({"Jam": {"zed": 12}, "Scones": {"Amy": 11, "zed": 10}}) == [
        ("zed", 5), ("Amy", 3)]
    assert show.cup_table({"Jam": {"bo": 12}, "Scones": {"Al": 12}}) == [("Al", 3), ("bo", 3)]
    rng = random.Random(52)
    names = ["Ann Wood", "joe briggs", "Mrs Patel", "Tom Hale", "Bea Lowe", "colin fry"]
    for _ in range(500):
        results = {f"class {i}": {n: rng.randint(6, 20)
                                  for n in rng.sample(names, rng.randint(1, 6))}
                   for i in range(rng.randint(1, 6))}
        totals = {}
        for points in results.values():
            for place, name in expected_placings(points):
                totals[name] = totals.get(name, 0) + {1: 3, 2: 2, 3: 1}[place]
        want = sorted(totals.items(), key=lambda item: (-item[1], item[0].lower()))
        assert show.cup_table(results) == want, results
