"""Hidden check for batting_stats_module: batting.py with batting_average and show as the
prompt describes them (no value that falls exactly half-way between two thousandths)."""

import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import batting  # noqa: E402


def not_a_tie(h, ab):
    """False where h / ab is exactly half-way between two thousandths."""
    return not ((h * 2000) % ab == 0 and (h * 2000 // ab) % 2 == 1)


def test_prompt_examples():
    assert batting.batting_average(7, 21) == 0.333
    assert batting.show(0.333) == ".333"
    assert batting.show(0.25) == ".250"
    assert batting.show(0) == ".000"
    assert batting.show(1.0) == "1.000"


def test_batting_average():
    assert batting.batting_average(0, 0) == 0.0
    assert batting.batting_average(0, 12) == 0.0
    assert batting.batting_average(12, 12) == 1.0
    assert batting.batting_average(1, 3) == 0.333
    assert batting.batting_average(2, 3) == 0.667
    assert batting.batting_average(1, 4) == 0.25
    assert batting.batting_average(5, 17) == 0.294
    assert batting.batting_average(31, 100) == 0.31
    assert batting.batting_average(45, 130) == 0.346


def test_batting_average_sampled():
    rng = random.Random(43)
    for _ in range(2000):
        ab = rng.randint(1, 600)
        h = rng.randint(0, ab)
        if not not_a_tie(h, ab):
            continue
        want = round(Fraction(h, ab), 3)
        got = batting.batting_average(h, ab)
        assert abs(Fraction(got) - want) < Fraction(1, 10**9), (h, ab, got)


@pytest.mark.parametrize("args", [(-1, 5), (3, -1), (6, 5), (-2, -1)])
def test_batting_average_bad(args):
    with pytest.raises(ValueError):
        batting.batting_average(*args)


def test_show():
    assert batting.show(0.3) == ".300"
    assert batting.show(0.05) == ".050"
    assert batting.show(0.001) == ".001"
    assert batting.show(0.999) == ".999"
    assert batting.show(0.0) == ".000"
    assert batting.show(1) == "1.000"
    assert batting.show(0.294) == ".294"
    assert batting.show(0.667) == ".667"


def test_show_with_average():
    rng = random.Random(434)
    for _ in range(500):
        ab = rng.randint(1, 600)
        h = rng.randint(0, ab)
        if not not_a_tie(h, ab):
            continue
        avg = batting.batting_average(h, ab)
        thousandths = int(round(Fraction(h, ab) * 1000))
        want = "1.000" if thousandths == 1000 else f".{thousandths:03d}"
        assert batting.show(avg) == want, (h, ab, avg)
