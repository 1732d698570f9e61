"""Hidden check for model_railway_module: layout.py with model_size, real_speed, track_length
and cars_that_fit as the prompt describes them, examples and error rules."""

import math
import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import layout  # noqa: E402

RATIOS = {"OO": 76.2, "HO": 87, "N": 148, "O": 43.5}
STRAIGHTS = {"ST": 168, "DS": 335, "HS": 84, "QS": 38}
CURVES = {"R1": 371, "R2": 438}


def near_tie(x, places):
    scaled = x * 10 ** places
    return abs(scaled - math.floor(scaled) - 0.5) < 1e-6


def test_prompt_examples():
    assert layout.model_size(20, "OO") == 262.5
    assert layout.real_speed(1000, 10, "OO") == 17
    assert layout.real_speed(500, 8, "n") == 21
    assert layout.track_length("4 ST, 8 R1, 1 HS") == 3.09
    assert layout.cars_that_fit(1000, [230, 262, 262, 262]) == 3
    assert layout.cars_that_fit(700, [230, 262, 262, 262], gap=10) == 2


def test_model_size():
    assert layout.model_size(20, "n") == 135.1
    assert layout.model_size(20, " N ") == 135.1
    assert layout.model_size(3.5, "HO") == 40.2
    assert layout.model_size(3.5, "ho") == 40.2
    assert layout.model_size(12, "O") == 275.9
    assert layout.model_size(1, "oo") == 13.1
    assert layout.model_size(0.5, "OO") == 6.6
    rng = random.Random(55)
    for _ in range(500):
        scale = rng.choice(list(RATIOS))
        real = rng.randint(1, 5000) / 100
        want = real * 1000 / RATIOS[scale]
        if near_tie(want, 1):
            continue
        assert layout.model_size(real, scale) == round(want, 1), (real, scale)


def test_real_speed():
    assert layout.real_speed(1200, 15, "O") == 8
    assert layout.real_speed(1000, 10, "HO") == 19
    assert layout.real_speed(1000, 4, "oo") == 43
    assert layout.real_speed(2000, 3.5, "N") == 189
    assert isinstance(layout.real_speed(1000, 10, "OO"), int)
    rng = random.Random(5)
    for _ in range(500):
        scale = rng.choice(list(RATIOS))
        mm, seconds = rng.randint(100, 5000), rng.randint(10, 600) / 10
        want = mm * RATIOS[scale] / 1000 / seconds * 3600 / 1609.344
        if near_tie(want, 0):
            continue
        assert layout.real_speed(mm, seconds, scale) == round(want), (mm, seconds, scale)


def test_scale_errors():
    for bad in ["TT", "Z", "", "OOO", "1:76"]:
        with pytest.raises(ValueError):
            layout.model_size(20, bad)
        with pytest.raises(ValueError):
            layout.real_speed(1000, 10, bad)


def test_size_and_speed_errors():
    for bad in [0, -3]:
        with pytest.raises(ValueError):
            layout.model_size(bad, "OO")
        with pytest.raises(ValueError):
            layout.real_speed(bad, 10, "OO")
        with pytest.raises(ValueError):
            layout.real_speed(1000, bad, "OO")


def test_track_length():
    assert layout.track_length("8 R2, 2 DS, 3 qs") == 3.54
    assert layout.track_length("8 R1") == 2.33
    assert layout.track_length("1 st") == 0.17
    assert layout.track_length("10 ST") == 1.68
    assert layout.track_length(" 2 HS ,1 QS") == 0.21
    assert layout.track_length("") == 0.0
    assert layout.track_length("4 ST, 4 st") == layout.track_length("8 ST") == 1.34
    rng = random.Random(555)
    codes = list(STRAIGHTS) + list(CURVES)
    for _ in range(500):
        parts, total = [], 0.0
        for _ in range(rng.randint(1, 6)):
            code, n = rng.choice(codes), rng.randint(1, 20)
            parts.append(f"{n} {rng.choice([code, code.lower()])}")
            total += n * (STRAIGHTS[code] if code in STRAIGHTS
                          else 2 * math.pi * CURVES[code] / 8)
        if near_tie(total / 1000, 2):
            continue
        assert layout.track_length(", ".join(parts)) == round(total / 1000, 2), parts


def test_track_length_errors():
    for bad in ["4 ST, 8 R3", "0 ST", "-2 ST", "2.5 ST", "ST 4", "four ST", "4ST", "4 ST 8 R1",
                "4 XX"]:
        with pytest.raises(ValueError):
            layout.track_length(bad)


def test_cars_that_fit():
    train = [230, 262, 262, 262]
    assert layout.cars_that_fit(764, train) == 3  # exactly the length fits
    assert layout.cars_that_fit(763, train) == 2
    assert layout.cars_that_fit(1031, train) == 4
    assert layout.cars_that_fit(5000, train) == 4
    assert layout.cars_that_fit(229, train) == 0
    assert layout.cars_that_fit(230, train) == 1
    assert layout.cars_that_fit(500, [230, 262], gap=0) == 2
    assert layout.cars_that_fit(600, [230, 400, 50, 50]) == 1  # no skipping the long one
    assert layout.cars_that_fit(100, []) == 0
    rng = random.Random(55)
    for _ in range(500):
        lengths = [rng.randint(40, 300) for _ in range(rng.randint(0, 10))]
        siding, gap = rng.randint(1, 2500), rng.randint(0, 12)
        used, want = 0, 0
        for length in lengths:
            used += length + (gap if want else 0)
            if used > siding:
                break
            want += 1
        assert layout.cars_that_fit(siding, lengths, gap) == want
        assert layout.cars_that_fit(siding, lengths, gap=gap) == want


def test_cars_that_fit_errors():
    for args, kwargs in [((0, [230]), {}), ((-5, [230]), {}), ((1000, [230, 0]), {}),
                         ((1000, [230, -262]), {}), ((1000, [230]), {"gap": -1})]:
        with pytest.raises(ValueError):
            layout.cars_that_fit(*args, **kwargs)
