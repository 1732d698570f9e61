"""Hidden check for sandwich_bar_fix: a count of 10 or more on a slip line is read whole
("12x BLT" is 12), order_total and kitchen_list follow, and nothing else in sandwiches.py
changed."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from sandwiches import MENU, kitchen_list, order_total, parse_line, parse_slip  # noqa: E402

PENCE = {"blt": 420, "tuna melt": 480, "egg mayo": 360, "cheese and pickle": 340,
         "hummus wrap": 400, "chicken club": 510}


def test_reported_cases():
    assert order_total(["12x BLT"]) == 45.36
    assert kitchen_list(["10x tuna melt", "2x tuna melt"]) == [("tuna melt", 12)]


def test_parse_line_big_counts():
    assert parse_line("12x BLT") == ("blt", 12)
    assert parse_line("10x tuna melt") == ("tuna melt", 10)
    assert parse_line("  25x Cheese and Pickle ") == ("cheese and pickle", 25)
    assert parse_line("100x hummus wrap") == ("hummus wrap", 100)
    assert parse_line("31x chicken club") == ("chicken club", 31)
    assert parse_line("11X Egg Mayo") == ("egg mayo", 11)


def test_parse_line_small_counts_unchanged():
    assert parse_line("3x egg mayo") == ("egg mayo", 3)
    assert parse_line("1x BLT") == ("blt", 1)
    assert parse_line("9x hummus wrap") == ("hummus wrap", 9)
    assert parse_line("egg mayo") == ("egg mayo", 1)
    assert parse_line("  Chicken Club\n") == ("chicken club", 1)
    assert parse_line("hummus wrap") == ("hummus wrap", 1)


def test_parse_line_errors():
    for bad in ["banana", "2x banana", "12x banana", "0x blt", "00x blt", "", "3x"]:
        with pytest.raises(ValueError):
            parse_line(bad)


def test_sampled():
    rng = random.Random(52)
    names = list(PENCE)
    for _ in range(2000):
        lines, want = [], {}
        for _ in range(rng.randint(1, 6)):
            name = rng.choice(names)
            count = rng.choice([1, 2, 5, 9, 10, 11, 12, 15, 20, 40, 99, 120])
            shown = rng.choice([name, name.upper(), name.title()])
            pad = rng.choice(["", " ", "  "])
            if count == 1 and rng.random() < 0.5:
                lines.append(f"{pad}{shown}{pad}")
            else:
                lines.append(f"{pad}{count}x {shown}{pad}")
            want[name] = want.get(name, 0) + count
        assert kitchen_list(lines) == sorted(want.items()), lines
        total = sum(PENCE[n] * c for n, c in want.items())
        if sum(want.values()) >= 10:
            total *= 0.9
        got = order_total(lines)
        assert abs(got - total / 100) < 0.006, (lines, got)
        assert round(got, 2) == got
        assert [c for _, c in parse_slip(lines)] == [
            parse_line(line)[1] for line in lines]


def test_rest_unchanged():
    assert MENU["chicken club"] == 5.10
    assert parse_slip(["2x blt", "", "  ", "egg mayo"]) == [("blt", 2), ("egg mayo", 1)]
    assert order_total([]) == 0
    assert order_total(["9x egg mayo"]) == 32.4
    assert order_total(["9x egg mayo", "blt"]) == 32.94
    assert order_total(["3x blt", "2x tuna melt"]) == 22.2
    assert kitchen_list(["blt", "egg mayo", "2x BLT"]) == [("blt", 3), ("egg mayo", 1)]
    assert kitchen_list([]) == []
