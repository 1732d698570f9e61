"""Hidden check for quilt_fabric_fix: yardage counts a part-used strip as a whole strip
(80 six-inch squares -> 2.625 yards, 5 -> 0.25), and nothing else changed."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
from quilt import binding_length, blocks_needed, cut_size, squares_per_strip, yardage  # noqa: E402


def expected_yardage(count, block):
    if count == 0:
        return Fraction(0)
    cut = Fraction(block) + Fraction(1, 2)
    per_strip = math.floor(Fraction(42) / cut)
    strips = -(-count // per_strip)
    inches = strips * cut
    eighths = math.ceil(inches * 8 / 36)
    return Fraction(eighths, 8)


def test_reported_cases():
    assert yardage(80, 6) == 2.625
    assert yardage(5, 6) == 0.25


def test_more_yardage():
    assert yardage(6, 6) == 0.25  # one full strip of 6.5 in
    assert yardage(7, 6) == 0.375  # two strips, 13 in
    assert yardage(12, 6) == 0.375
    assert yardage(13, 6) == 0.625  # three strips, 19.5 in
    assert yardage(1, 4.5) == 0.25  # 5 in
    assert yardage(9, 3.5) == 0.125  # ten 4 in squares to a strip
    assert yardage(11, 3.5) == 0.25
    assert yardage(0, 6) == 0.0
    assert yardage(1, 20) == 0.625  # 20.5 in
    with pytest.raises(ValueError):
        yardage(-1, 6)


def test_sampled_yardage():
    rng = random.Random(3333)
    for _ in range(3000):
        block = rng.randint(2, 40) / 2
        count = rng.randint(0, 300)
        got = yardage(count, block)
        assert got == expected_yardage(count, block), (count, block, got)


def test_rest_unchanged():
    assert blocks_needed(48, 60, 6) == (8, 10, 80)
    assert blocks_needed(50, 60, 6) == (9, 10, 90)
    assert blocks_needed(10, 10, 10) == (1, 1, 1)
    for bad in [(0, 60, 6), (48, -1, 6), (48, 60, 0)]:
        with pytest.raises(ValueError):
            blocks_needed(*bad)
    assert cut_size(6) == 6.5
    assert cut_size(4.5) == 5.0
    with pytest.raises(ValueError):
        cut_size(0)
    assert squares_per_strip(6) == 6
    assert squares_per_strip(3.5) == 10
    assert squares_per_strip(20) == 2
    with pytest.raises(ValueError):
        squares_per_strip(42)
    assert binding_length(48, 60) == 226
    with pytest.raises(ValueError):
        binding_length(0, 60)
