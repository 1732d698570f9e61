import os
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())

from recipe import format_quantity, parse_quantity, scale_line  # noqa: E402


@pytest.mark.parametrize("text,expected", [
    ("1 1/2", Fraction(3, 2)),
    ("0.25", Fraction(1, 4)),
    ("3", Fraction(3)),
    ("1/2", Fraction(1, 2)),
    ("2 3/4", Fraction(11, 4)),
    ("0.1", Fraction(1, 10)),
    ("1.5", Fraction(3, 2)),
    ("12", Fraction(12)),
])
def test_parse(text, expected):
    assert parse_quantity(text) == expected


@pytest.mark.parametrize("text", ["abc", "", "half", "1/x"])
def test_parse_rejects(text):
    with pytest.raises(ValueError):
        parse_quantity(text)


@pytest.mark.parametrize("q,expected", [
    (Fraction(7, 4), "1 3/4"),
    (Fraction(2, 3), "2/3"),
    (Fraction(5, 16), "3/8"),
    (Fraction(3), "3"),
    (Fraction(6, 8), "3/4"),
    (Fraction(1, 3), "1/3"),
    (Fraction(10, 3), "3 1/3"),
    (Fraction(17, 8), "2 1/8"),
    (Fraction(1, 6), "1/8"),
    (Fraction(5, 6), "7/8"),
    (Fraction(3, 16), "1/4"),
    (Fraction(31, 16), "2"),
    (Fraction(13, 16), "7/8"),
    (Fraction(0), "0"),
])
def test_format(q, expected):
    assert format_quantity(q) == expected


@pytest.mark.parametrize("line,factor,expected", [
    ("1 1/2 cups flour", 2, "3 cups flour"),
    ("2/3 cup milk", Fraction(1, 2), "1/3 cup milk"),
    ("a pinch of salt", 3, "a pinch of salt"),
    ("3 eggs", 2, "6 eggs"),
    ("1.5 kg potatoes", 2, "3 kg potatoes"),
    ("1/4 tsp salt", 3, "3/4 tsp salt"),
    ("2 1/4 cups sugar", Fraction(1, 3), "3/4 cups sugar"),
    ("1 1/2 cups flour", Fraction(2, 3), "1 cups flour"),
    ("12 eggs", Fraction(1, 2), "6 eggs"),
    ("1 1/2 cups flour", 3, "4 1/2 cups flour"),
    ("salt to taste", 2, "salt to taste"),
    ("Garnish with 2 leaves", 2, "Garnish with 2 leaves"),
])
def test_scale_line(line, factor, expected):
    assert scale_line(line, factor) == expected
