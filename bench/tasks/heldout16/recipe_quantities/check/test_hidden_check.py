import os
import sys
from fractions import Fraction as F

import pytest

sys.path.insert(0, os.getcwd())

from kitchen_qty import format_qty, parse_qty, scale_line  # noqa: E402


@pytest.mark.parametrize("text,value", [
    ("2", F(2)), ("0", F(0)), ("12", F(12)), ("3/4", F(3, 4)), ("6/8", F(3, 4)),
    ("1 1/2", F(3, 2)), ("2 3/8", F(19, 8)), ("0.25", F(1, 4)), ("1.5", F(3, 2)),
])
def test_parse(text, value):
    got = parse_qty(text)
    assert isinstance(got, F)
    assert got == value


@pytest.mark.parametrize("text", ["", "abc", "1/0", "1 1/2 1", "1/2/3", "2 eggs", "1 1/0", "/", "1 /2"])
def test_parse_errors(text):
    with pytest.raises(ValueError):
        parse_qty(text)


@pytest.mark.parametrize("value,text", [
    (F(3), "3"), (3, "3"), (0, "0"), (F(0), "0"), (F(3, 4), "3/4"), (F(17, 8), "2 1/8"),
    (F(3, 2), "1 1/2"), (F(5, 16), "3/8"), (F(1, 16), "1/8"), (F(3, 16), "1/4"),
    (F(21, 16), "1 3/8"), (F(2, 3), "2/3"), (F(4, 3), "1 1/3"), (F(1, 3), "1/3"),
    (F(10, 3), "3 1/3"), (F(1, 6), "1/8"), (F(5, 6), "7/8"), (F(1, 100), "1/8"),
    (F(99, 100), "1"), (F(31, 16), "2"), (F(6, 8), "3/4"), (F(9, 4), "2 1/4"),
    (F(1, 5), "1/4"), (F(3, 5), "5/8"), (F(7, 3), "2 1/3"),
])
def test_format(value, text):
    assert format_qty(value) == text


def test_format_negative():
    with pytest.raises(ValueError):
        format_qty(F(-1, 2))
    with pytest.raises(ValueError):
        format_qty(-2)


@pytest.mark.parametrize("line,factor,expected", [
    ("1 1/2 cup flour", 2, "3 cup flour"),
    ("1 1/2 cup flour", F(2, 3), "1 cup flour"),
    ("1 1/2 cup flour", "1/2", "3/4 cup flour"),
    ("3/4 cup sugar", 3, "2 1/4 cup sugar"),
    ("1 egg", F(1, 3), "1/3 egg"),
    ("2 eggs", "1 1/2", "3 eggs"),
    ("1.5 l water", 2, "3 l water"),
    ("2 1/4 tsp salt", 4, "9 tsp salt"),
    ("4", "0.5", "2"),
    ("1 tbsp butter, soft", 3, "3 tbsp butter, soft"),
    ("1 1/4 cups milk", F(5, 4), "1 5/8 cups milk"),
])
def test_scale_line(line, factor, expected):
    assert scale_line(line, factor) == expected


@pytest.mark.parametrize("line", ["salt to taste", "a pinch of saffron", "", "Eggs: 2"])
def test_scale_line_unchanged(line):
    assert scale_line(line, 3) == line
