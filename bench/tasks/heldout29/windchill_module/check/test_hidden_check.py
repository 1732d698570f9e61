import math
import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
import windchill  # noqa: E402


def raw(t, v):
    return 13.12 + 0.6215 * t - 11.37 * v ** 0.16 + 0.3965 * t * v ** 0.16


def close_enough(result, value):
    """result is value rounded to 1 decimal (either way only at an exact tie)."""
    if result == pytest.approx(round(value, 1), abs=1e-9):
        return True
    tenths = value * 10
    tie = abs(tenths - math.floor(tenths) - 0.5) < 1e-6
    return tie and abs(result - value) <= 0.05 + 1e-9


@pytest.mark.parametrize("t,v,expected", [
    (-10, 20, -17.9), (0, 10, -3.3), (5, 30, 0.1), (-20, 40, -34.1), (-30, 60, -50.3),
    (-25, 15, -35.2), (10, 5, 9.8), (-5, 60, -15.7), (-12, 25, -21.3),
])
def test_prompt_like_values(t, v, expected):
    result = windchill.feels_like(t, v)
    assert result == pytest.approx(expected, abs=1e-9)
    assert isinstance(result, float)


def test_formula_grid():
    for t in range(-50, 11):
        for v in (4.9, 5, 7.5, 10, 15, 22, 30, 45, 60, 80, 100):
            result = windchill.feels_like(t, v)
            assert close_enough(result, raw(t, v)), (t, v, result)
            assert isinstance(result, float)


def test_float_inputs():
    for t, v in ((-10.5, 22.5), (9.99, 4.81), (-0.3, 12.25), (3.7, 18.9)):
        assert close_enough(windchill.feels_like(t, v), raw(t, v)), (t, v)


@pytest.mark.parametrize("t,v,expected", [
    (12, 50, 12.0), (10.1, 30, 10.1), (25, 0, 25.0), (10, 4.8, 10.0), (-5, 0, -5.0),
    (-20, 4.8, -20.0), (-20, 3, -20.0), (30.04, 80, 30.0), (-7.26, 1, -7.3), (11, 100, 11.0),
])
def test_formula_does_not_apply(t, v, expected):
    result = windchill.feels_like(t, v)
    assert result == pytest.approx(expected, abs=1e-9)
    assert isinstance(result, float)


def test_just_inside_the_formula():
    assert windchill.feels_like(10, 4.81) == pytest.approx(9.8, abs=1e-9)
    assert windchill.feels_like(0, 4.9) == pytest.approx(-1.5, abs=1e-9)
    assert windchill.feels_like(10, 5) == pytest.approx(9.8, abs=1e-9)


@pytest.mark.parametrize("v", [-0.1, -5, -100])
def test_negative_wind(v):
    with pytest.raises(ValueError):
        windchill.feels_like(-5, v)
    with pytest.raises(ValueError):
        windchill.feels_like(15, v)


@pytest.mark.parametrize("bad", ["5", None, True, False, [1]])
def test_feels_like_types(bad):
    with pytest.raises(TypeError):
        windchill.feels_like(bad, 10)
    with pytest.raises(TypeError):
        windchill.feels_like(-5, bad)


@pytest.mark.parametrize("feels,band", [
    (5, "low"), (0, "low"), (-9.9, "low"), (-10, "moderate"), (-10.0, "moderate"),
    (-20, "moderate"), (-27.9, "moderate"), (-28, "high"), (-35, "high"), (-39.9, "high"),
    (-40, "very high"), (-47.9, "very high"), (-48, "extreme"), (-60, "extreme"),
    (30, "low"),
])
def test_frostbite_risk(feels, band):
    assert windchill.frostbite_risk(feels) == band


@pytest.mark.parametrize("bad", ["-30", None, True])
def test_frostbite_risk_types(bad):
    with pytest.raises(TypeError):
        windchill.frostbite_risk(bad)


def test_coldest_uses_feels_like():
    readings = [("valley", -8, 2), ("ridge", -5, 60), ("lake", -6, 10)]
    assert windchill.coldest(readings) == "ridge"


def test_coldest_tie_first_wins():
    assert windchill.coldest([("a", -3, 0), ("b", -3, 0), ("c", 2, 0)]) == "a"
    assert windchill.coldest([("x", 5, 20), ("y", -10, 20), ("z", -10, 20)]) == "y"


def test_coldest_single_and_empty():
    assert windchill.coldest([("hut", 15, 40)]) == "hut"
    assert windchill.coldest([]) is None


def test_coldest_bad_reading():
    with pytest.raises(ValueError):
        windchill.coldest([("a", -3, 5), ("b", 0, -2)])
