"""Hidden check for caravan_towing_module: towing.py with towing_ratio, ratio_advice,
nose_weight_range, payload and check as the prompt describes them, examples and error rules."""

import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import towing  # noqa: E402

TOO_LIGHT, TOO_HEAVY = "nose weight too light", "nose weight too heavy"
OVER_LIMIT, HEAVIER = "over the car's towing limit", "caravan heavier than the car"
OVER_85, NOSE_LIMIT = "over 85% of the car's weight", "over the car's nose weight limit"


def car(kerb, limit, nose):
    return {"kerb": kerb, "towing_limit": limit, "nose_limit": nose}


def van(laden, nose):
    return {"laden": laden, "nose": nose}


def test_prompt_examples():
    assert towing.towing_ratio(1500, 1275) == 85.0
    assert towing.towing_ratio(1620, 1450) == 89.5
    assert towing.ratio_advice(85.0) == "ideal"
    assert towing.ratio_advice(89.5) == "experienced only"
    assert towing.ratio_advice(100.2) == "not advised"
    assert tuple(towing.nose_weight_range(1300)) == (65, 91)
    assert towing.payload(1400, 1238) == 162
    assert towing.check(car(1620, 1800, 85), van(1440, 70)) == [OVER_85, TOO_LIGHT]
    assert towing.check(car(1350, 1300, 75), van(1380, 80)) == [OVER_LIMIT, HEAVIER, NOSE_LIMIT]
    assert towing.check(car(1700, 2000, 90), van(1400, 80)) == []


def test_towing_ratio():
    assert towing.towing_ratio(1400, 1400) == 100.0
    assert towing.towing_ratio(1200, 1500) == 125.0
    assert towing.towing_ratio(1550, 1000) == 64.5
    assert towing.towing_ratio(1333, 1111) == 83.3
    assert towing.towing_ratio(1400.5, 1190.2) == 85.0
    rng = random.Random(6262)
    for _ in range(1000):
        c, v = rng.randint(900, 2600), rng.randint(500, 2500)
        exact = Fraction(v * 1000, c)
        if exact - int(exact) == Fraction(1, 2):
            continue
        assert abs(towing.towing_ratio(c, v) - round(exact) / 10) < 1e-9, (c, v)


def test_ratio_advice():
    for pct, want in [(0, "ideal"), (50, "ideal"), (84.9, "ideal"), (85, "ideal"),
                      (85.1, "experienced only"), (99.9, "experienced only"),
                      (100, "experienced only"), (100.1, "not advised"), (140, "not advised")]:
        assert towing.ratio_advice(pct) == want, pct
    with pytest.raises(ValueError):
        towing.ratio_advice(-1)


def test_nose_weight_range():
    assert tuple(towing.nose_weight_range(1000)) == (50, 70)
    assert tuple(towing.nose_weight_range(1440)) == (72, 101)
    assert tuple(towing.nose_weight_range(1380)) == (69, 97)
    assert tuple(towing.nose_weight_range(1234)) == (62, 86)
    assert tuple(towing.nose_weight_range(800)) == (40, 56)
    rng = random.Random(62)
    for _ in range(500):
        laden = rng.randint(500, 2500)
        if laden % 20 == 10 or laden % 100 == 50:
            continue
        low, high = towing.nose_weight_range(laden)
        assert (low, high) == (round(Fraction(laden * 5, 100)), round(Fraction(laden * 7, 100)))


def test_payload():
    assert towing.payload(1500, 1500) == 0
    assert towing.payload(1650, 1480) == 170
    assert towing.payload(1200.5, 1100) == 100.5
    for bad in [(1400, 1401), (0, 0), (1400, 0), (0, 1200), (-1400, -1500), (1400, -5)]:
        with pytest.raises(ValueError):
            towing.payload(*bad)


def test_weights_above_zero():
    for bad in [(0, 1200), (1500, 0), (-1500, 1200), (1500, -1), ("1500", 1200)]:
        with pytest.raises(ValueError):
            towing.towing_ratio(*bad)
    for bad in [0, -1300]:
        with pytest.raises(ValueError):
            towing.nose_weight_range(bad)
    good_car, good_van = car(1700, 2000, 90), van(1400, 80)
    for key in good_car:
        for bad in [0, -10]:
            with pytest.raises(ValueError):
                towing.check({**good_car, key: bad}, good_van)
    for key in good_van:
        for bad in [0, -10]:
            with pytest.raises(ValueError):
                towing.check(good_car, {**good_van, key: bad})


def test_check_each_problem():
    assert towing.check(car(1700, 1300, 90), van(1400, 80)) == [OVER_LIMIT]
    assert towing.check(car(1700, 1400, 90), van(1400, 80)) == []
    assert towing.check(car(1400, 2000, 90), van(1400, 80)) == [OVER_85]
    assert towing.check(car(1390, 2000, 90), van(1400, 80)) == [HEAVIER]
    assert towing.check(car(1640, 2000, 90), van(1400, 80)) == [OVER_85]
    assert towing.check(car(1650, 2000, 90), van(1400, 80)) == []
    assert towing.check(car(1700, 2000, 90), van(1400, 69)) == [TOO_LIGHT]
    assert towing.check(car(1700, 2000, 90), van(1400, 70)) == []
    assert towing.check(car(1700, 2000, 120), van(1400, 98)) == []
    assert towing.check(car(1700, 2000, 120), van(1400, 99)) == [TOO_HEAVY]
    assert towing.check(car(1700, 2000, 75), van(1400, 76)) == [NOSE_LIMIT]
    assert towing.check(car(1700, 2000, 76), van(1400, 76)) == []
    assert towing.check(car(1300, 1250, 60), van(1400, 100)) == [OVER_LIMIT, HEAVIER, TOO_HEAVY,
                                                                NOSE_LIMIT]
    assert towing.check(car(1500, 1200, 100), van(1300, 50)) == [OVER_LIMIT, OVER_85, TOO_LIGHT]


def test_check_sampled():
    rng = random.Random(6226)
    for _ in range(1000):
        kerb, laden = rng.randint(1000, 2200), rng.randint(700, 2300)
        limit, nose_limit = rng.randint(900, 2500), rng.randint(50, 150)
        nose = rng.randint(30, 170)
        exact = Fraction(laden * 100, kerb)
        if any(t < exact < t + Fraction(1, 10) for t in (85, 100)):
            continue
        low, high = Fraction(laden * 5, 100), Fraction(laden * 7, 100)
        if abs(nose - low) < 1 or abs(nose - high) < 1:
            continue
        want = []
        if laden > limit:
            want.append(OVER_LIMIT)
        if exact > 100:
            want.append(HEAVIER)
        elif exact > 85:
            want.append(OVER_85)
        if nose < low:
            want.append(TOO_LIGHT)
        elif nose > high:
            want.append(TOO_HEAVY)
        if nose > nose_limit:
            want.append(NOSE_LIMIT)
        got = towing.check(car(kerb, limit, nose_limit), van(laden, nose))
        assert got == want, (kerb, limit, nose_limit, laden, nose)
