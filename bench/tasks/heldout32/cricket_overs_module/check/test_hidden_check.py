import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import cricket  # noqa: E402


def close_enough(got, runs, balls):
    """got is runs per over rounded to 2 places (either neighbour at an exact tie)."""
    exact = Fraction(runs * 6, balls)
    assert type(got) is float, type(got)
    assert round(got, 2) == got, got
    assert abs(Fraction(got) - exact) <= Fraction(1, 200) + Fraction(1, 10**9), (got, exact)


def test_prompt_examples():
    assert cricket.to_balls("12.3") == 75
    assert cricket.to_balls("20") == 120
    assert cricket.to_balls("0.5") == 5
    assert cricket.to_overs(75) == "12.3"
    assert cricket.to_overs(72) == "12"
    assert cricket.to_overs(0) == "0"
    assert cricket.to_overs(5) == "0.5"
    assert cricket.add_overs("12.4", "3.5") == "16.3"
    assert cricket.run_rate(75, "12.3") == 6.0
    assert cricket.run_rate(100, "13.2") == 7.5
    assert cricket.required_rate(181, 120, "8.4") == 7.04
    assert cricket.required_rate(150, 151, "2") == 0.0


def test_to_balls_more():
    assert cricket.to_balls(" 12.3 ") == 75
    assert cricket.to_balls("0") == 0
    assert cricket.to_balls("12.0") == 72
    assert cricket.to_balls("49.5") == 299
    assert cricket.to_balls("100") == 600
    assert type(cricket.to_balls("3.2")) is int


def test_round_trip():
    for balls in range(0, 400):
        text = cricket.to_overs(balls)
        assert cricket.to_balls(text) == balls
        whole, extra = divmod(balls, 6)
        assert text == (f"{whole}.{extra}" if extra else str(whole))


@pytest.mark.parametrize("bad", ["", " ", "12.", ".3", "12.34", "-1", "abc", "12.6", "12.9",
                                 "1.2.3", "12,3", "1 2", "12.-1"])
def test_to_balls_bad_text(bad):
    with pytest.raises(ValueError):
        cricket.to_balls(bad)


@pytest.mark.parametrize("bad", [12, 12.3, None, ["12.3"]])
def test_to_balls_not_text(bad):
    with pytest.raises(TypeError):
        cricket.to_balls(bad)


def test_to_overs_bad():
    for bad in [-1, -6]:
        with pytest.raises(ValueError):
            cricket.to_overs(bad)
    for bad in [True, False, 7.0, "75", None]:
        with pytest.raises(TypeError):
            cricket.to_overs(bad)


def test_add_overs():
    assert cricket.add_overs("0", "0") == "0"
    assert cricket.add_overs("0.3", "0.3") == "1"
    assert cricket.add_overs("19.5", "0.1") == "20"
    assert cricket.add_overs("10", "2.2") == "12.2"
    rng = random.Random(32)
    for _ in range(300):
        a, b = rng.randint(0, 300), rng.randint(0, 300)
        assert cricket.add_overs(cricket.to_overs(a), cricket.to_overs(b)) == cricket.to_overs(
            a + b)
    with pytest.raises(ValueError):
        cricket.add_overs("1.6", "1")
    with pytest.raises(TypeError):
        cricket.add_overs(1, "1")


def test_run_rate():
    assert cricket.run_rate(0, "5") == 0.0
    assert cricket.run_rate(1, "0.1") == 6.0
    assert cricket.run_rate(10, "3") == 3.33
    assert cricket.run_rate(20, "3") == 6.67
    assert cricket.run_rate(245, "50") == 4.9
    rng = random.Random(3232)
    for _ in range(1000):
        runs, balls = rng.randint(0, 400), rng.randint(1, 300)
        close_enough(cricket.run_rate(runs, cricket.to_overs(balls)), runs, balls)


def test_run_rate_bad():
    for overs in ["0", "0.0", " 0 "]:
        with pytest.raises(ValueError):
            cricket.run_rate(10, overs)
    with pytest.raises(ValueError):
        cricket.run_rate(-1, "5")
    with pytest.raises(ValueError):
        cricket.run_rate(10, "5.6")
    for bad in [True, 10.0, "10", None]:
        with pytest.raises(TypeError):
            cricket.run_rate(bad, "5")
    with pytest.raises(TypeError):
        cricket.run_rate(10, 5)


def test_required_rate():
    assert cricket.required_rate(150, 150, "3") == 0.0
    assert cricket.required_rate(150, 149, "0.1") == 6.0
    assert cricket.required_rate(200, 100, "10") == 10.0
    assert cricket.required_rate(201, 100, "10") == 10.1
    assert cricket.required_rate(150, 151, "0") == 0.0
    assert type(cricket.required_rate(150, 160, "5")) is float
    rng = random.Random(323232)
    for _ in range(1000):
        target, scored, balls = rng.randint(1, 400), rng.randint(0, 400), rng.randint(1, 300)
        got = cricket.required_rate(target, scored, cricket.to_overs(balls))
        if scored >= target:
            assert got == 0.0
        else:
            close_enough(got, target - scored, balls)


def test_required_rate_bad():
    with pytest.raises(ValueError):
        cricket.required_rate(150, 120, "0")
    with pytest.raises(ValueError):
        cricket.required_rate(150, 120, "2.7")
    with pytest.raises(ValueError):
        cricket.required_rate(-5, 0, "2")
    with pytest.raises(ValueError):
        cricket.required_rate(150, -1, "2")
    for bad in [True, 150.0, "150", None]:
        with pytest.raises(TypeError):
            cricket.required_rate(bad, 120, "2")
        with pytest.raises(TypeError):
            cricket.required_rate(150, bad, "2")
    with pytest.raises(TypeError):
        cricket.required_rate(150, 120, 2)
