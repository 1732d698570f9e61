"""Hidden check for cross_stitch_module: stitch.py with finished_size, fabric_needed,
count_symbols and shopping_list as the prompt describes them, examples and error rules."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import stitch  # noqa: E402

CHART = ["..XX..", ".XOOX.", "XO##OX", ".XOOX.", "..XX.."]


def test_prompt_examples():
    assert stitch.finished_size(140, 100, 14) == (10.0, 7.1)
    assert stitch.finished_size(140, 100, 28, over=2) == (10.0, 7.1)
    assert stitch.finished_size(200, 150, 16) == (12.5, 9.4)
    assert stitch.fabric_needed(140, 100, 14) == (16, 14)
    assert stitch.fabric_needed(90, 45, 18, margin=2) == (9, 7)
    assert stitch.fabric_needed(200, 150, 32, over=2, margin=0) == (13, 10)
    assert stitch.count_symbols(CHART) == {"X": 10, "O": 6, "#": 2}
    assert stitch.shopping_list({"X": 3500, "O": 1600, "#": 12, "+": 1601},
                                {"X": "310", "O": "321", "#": "blanc", "+": "321"}) == [
        ("310", 3), ("321", 3), ("blanc", 1)]
    assert stitch.shopping_list({"X": 10, "O": 6, "#": 2},
                                {"X": "310", "O": "321", "#": "blanc"}) == [
        ("310", 1), ("321", 1), ("blanc", 1)]


def test_finished_size_more():
    assert stitch.finished_size(90, 45, 18) == (5.0, 2.5)
    assert stitch.finished_size(1, 1, 14) == (0.1, 0.1)
    assert stitch.finished_size(100, 60, 11) == (9.1, 5.5)
    assert stitch.finished_size(100, 60, 22, over=2) == (9.1, 5.5)
    assert stitch.finished_size(100, 60, 22) == (4.5, 2.7)
    assert stitch.finished_size(250, 250, 25, 2) == (20.0, 20.0)
    assert stitch.finished_size(77, 33, 14.0) == (5.5, 2.4)


def _round1(frac):
    return round(float(frac), 1)


def _tie(frac):
    return (frac * 10) % 1 == Fraction(1, 2)


def test_sampled():
    rng = random.Random(5353)
    for _ in range(3000):
        w, h = rng.randint(1, 500), rng.randint(1, 500)
        count = rng.choice([11, 14, 16, 18, 20, 22, 25, 28, 32, 36, 40])
        over = rng.choice([1, 2])
        margin = rng.choice([0, 1, 2, 3, 4, 2.5])
        fw, fh = Fraction(w * over, count), Fraction(h * over, count)
        if not (_tie(fw) or _tie(fh)):
            assert stitch.finished_size(w, h, count, over) == (_round1(fw), _round1(fh))
        want = (math.ceil(fw + 2 * Fraction(margin)), math.ceil(fh + 2 * Fraction(margin)))
        got = stitch.fabric_needed(w, h, count, over, margin)
        assert got == want, (w, h, count, over, margin)
        assert all(isinstance(x, int) for x in got)


def test_fabric_needed_more():
    assert stitch.fabric_needed(140, 100, 14, margin=0) == (10, 8)
    assert stitch.fabric_needed(140, 98, 14, margin=0) == (10, 7)
    assert stitch.fabric_needed(141, 98, 14, margin=1) == (13, 9)
    assert stitch.fabric_needed(28, 28, 28, over=2) == (8, 8)
    assert stitch.fabric_needed(10, 10, 10, margin=0.5) == (2, 2)


@pytest.mark.parametrize("args,kwargs", [
    ((0, 100, 14), {}), ((100, 0, 14), {}), ((-5, 100, 14), {}), ((100.5, 100, 14), {}),
    ((100, 2.5, 14), {}), ((100, 100, 0), {}), ((100, 100, -14), {}),
    ((100, 100, 28), {"over": 3}), ((100, 100, 28), {"over": 0}),
])
def test_size_errors(args, kwargs):
    with pytest.raises(ValueError):
        stitch.finished_size(*args, **kwargs)
    with pytest.raises(ValueError):
        stitch.fabric_needed(*args, **kwargs)


def test_margin_error():
    with pytest.raises(ValueError):
        stitch.fabric_needed(100, 100, 14, margin=-1)


def test_count_symbols_more():
    assert stitch.count_symbols(["....", "...."]) == {}
    assert stitch.count_symbols(["a b.", "bbaa"]) == {"a": 3, "b": 3}
    assert stitch.count_symbols(["X"]) == {"X": 1}
    assert stitch.count_symbols(["Xx", "xX"]) == {"X": 2, "x": 2}
    assert stitch.count_symbols(["%%%%%"] * 40) == {"%": 200}
    for bad in [[], ["XX", "X"], ["...", "....", "..."]]:
        with pytest.raises(ValueError):
            stitch.count_symbols(bad)


def test_shopping_list_more():
    key = {"X": "310", "O": "321", "#": "blanc", "+": "3865", "*": "310"}
    assert stitch.shopping_list({}, key) == []
    assert stitch.shopping_list({"X": 1600}, key) == [("310", 1)]
    assert stitch.shopping_list({"X": 1601}, key) == [("310", 2)]
    assert stitch.shopping_list({"X": 1000, "*": 700}, key) == [("310", 2)]
    assert stitch.shopping_list({"+": 5, "#": 5, "O": 5}, key) == [
        ("321", 1), ("3865", 1), ("blanc", 1)]
    assert stitch.shopping_list({"+": 4000, "#": 3300, "O": 100}, key) == [
        ("3865", 3), ("blanc", 3), ("321", 1)]
    assert stitch.shopping_list({"X": 30, "O": 20}, key, per_skein=10) == [
        ("310", 3), ("321", 2)]
    assert stitch.shopping_list({"X": 30}, key, per_skein=1) == [("310", 30)]
    counts = {"X": 3500}
    stitch.shopping_list(counts, key)
    assert counts == {"X": 3500}


def test_shopping_list_errors():
    with pytest.raises(ValueError):
        stitch.shopping_list({"X": 10, "?": 4}, {"X": "310"})
    for bad in [0, -1600, 1600.5]:
        with pytest.raises(ValueError):
            stitch.shopping_list({"X": 10}, {"X": "310"}, per_skein=bad)
