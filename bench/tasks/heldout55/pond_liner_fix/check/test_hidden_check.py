"""Hidden check for pond_liner_fix: liner_size takes each side UP to the next half metre
(an exact size stays), the overlap and errors as before, and volume_litres and pump_for
unchanged."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
from pond import liner_size, pump_for, volume_litres  # noqa: E402


def test_reported_cases():
    assert liner_size(3, 2, 0.8) == (5.5, 4.5)
    assert liner_size(3, 2, 0.5) == (5.0, 4.0)
    assert liner_size(3, 2, 0.45) == (4.5, 3.5)


def test_more_sizes():
    assert liner_size(2.5, 1.5, 0.6) == (4.5, 3.5)
    assert liner_size(4, 2.5, 0.75, overlap=0.25) == (6.0, 4.5)
    assert liner_size(1, 1, 0.25, 0.25) == (2.0, 2.0)  # exactly 2 m
    assert liner_size(1.25, 1, 0.25, 0) == (2.0, 1.5)  # exactly 1.75 -> 2, 1.5 exact
    assert liner_size(2, 1, 0.5, overlap=0) == (3.0, 2.0)
    assert liner_size(2.01, 1.01, 0.5, overlap=0) == (3.5, 2.5)
    assert liner_size(3, 2, 0.8, 0.5) == (6.0, 5.0)
    assert liner_size(1.2, 0.9, 0.4) == (3.0, 2.5)


def test_sampled_quarter_metres():
    # sizes in quarter metres: no float noise, so exact sizes are tested too
    rng = random.Random(55)
    for _ in range(2000):
        length, width, depth = (Fraction(rng.randint(1, 24), 4) for _ in range(3))
        overlap = Fraction(rng.randint(0, 4), 4)
        extra = 2 * depth + 2 * overlap
        want = tuple(float(math.ceil((side + extra) * 2) / Fraction(2))
                     for side in (length, width))
        got = liner_size(float(length), float(width), float(depth), float(overlap))
        assert got == want, (length, width, depth, overlap)


def test_sampled_centimetres():
    rng = random.Random(5)
    done = 0
    while done < 1000:
        length, width, depth = rng.randint(50, 600), rng.randint(50, 600), rng.randint(10, 150)
        overlap = rng.randint(0, 50)
        extra = 2 * depth + 2 * overlap
        if (length + extra) % 50 == 0 or (width + extra) % 50 == 0:
            continue  # exactly on a size: float noise not part of this task
        want = (-(-(length + extra) // 50) / 2, -(-(width + extra) // 50) / 2)
        got = liner_size(length / 100, width / 100, depth / 100, overlap / 100)
        assert got == want, (length, width, depth, overlap)
        done += 1


def test_default_overlap_is_30cm():
    assert liner_size(2.1, 1.3, 0.3) == (3.5, 2.5)  # 3.3 and 2.5
    assert liner_size(2.1, 1.3, 0.3, 0.3) == liner_size(2.1, 1.3, 0.3)


def test_liner_errors_unchanged():
    for bad in [(0, 2, 0.5), (3, -1, 0.5), (3, 2, 0), (3, 2, -0.5)]:
        with pytest.raises(ValueError):
            liner_size(*bad)
    with pytest.raises(ValueError):
        liner_size(3, 2, 0.5, overlap=-0.1)


def test_rest_unchanged():
    assert volume_litres(3, 2, 0.8) == 4800
    assert volume_litres(3, 2, 0.8, "oval") == 3770
    assert volume_litres(1.5, 1.2, 0.45) == 810
    for bad in [(0, 2, 0.8), (3, 2, -1)]:
        with pytest.raises(ValueError):
            volume_litres(*bad)
    with pytest.raises(ValueError):
        volume_litres(3, 2, 0.8, "kidney")
    assert pump_for(4800) == 2500
    assert pump_for(4800, fish=True) == 5000
    assert pump_for(3000) == 1500
    assert pump_for(3001) == 2500
    assert pump_for(10000, fish=True) == 10000
    with pytest.raises(ValueError):
        pump_for(10001, fish=True)
    with pytest.raises(ValueError):
        pump_for(0)
