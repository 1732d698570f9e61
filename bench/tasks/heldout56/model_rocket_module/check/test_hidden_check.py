"""Hidden check for model_rocket_module: rockets.py with parse_motor, impulse_range,
max_liftoff_mass and launch_check as the prompt describes them, its examples and error rules."""

import math
import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import rockets  # noqa: E402

CLASSES = ["1/4A", "1/2A", "A", "B", "C", "D", "E", "F", "G"]
RANGES = {"1/4A": (0.3125, 0.625), "1/2A": (0.625, 1.25), "A": (1.25, 2.5), "B": (2.5, 5.0),
          "C": (5.0, 10.0), "D": (10.0, 20.0), "E": (20.0, 40.0), "F": (40.0, 80.0),
          "G": (80.0, 160.0)}
FIELD = {"1/4A": 15, "1/2A": 15, "A": 30, "B": 60, "C": 120, "D": 150, "E": 300, "F": 300,
         "G": 300}


def heaviest(thrust):
    return math.floor(thrust * 1000 / (5 * 9.81))


def test_prompt_examples():
    assert rockets.parse_motor("C6-5") == {"class": "C", "thrust": 6, "delay": 5}
    assert rockets.parse_motor(" 1/2a3-2 ") == {"class": "1/2A", "thrust": 3, "delay": 2}
    assert rockets.impulse_range("C") == (5.0, 10.0)
    assert rockets.impulse_range("1/2A") == (0.625, 1.25)
    assert rockets.max_liftoff_mass("C6-5") == 122
    assert rockets.max_liftoff_mass("B4-4") == 81
    assert rockets.launch_check("C6-5", 95, 150) == []
    assert rockets.launch_check("C6-5", 130, 100) == ["too heavy: max 122 g",
                                                       "field too small: need 120 m"]
    assert rockets.launch_check("B6-0", 40, 80) == ["booster motor: no ejection charge"]


def test_parse_motor_more():
    assert rockets.parse_motor("e12-0") == {"class": "E", "thrust": 12, "delay": 0}
    assert rockets.parse_motor("1/4A3-3") == {"class": "1/4A", "thrust": 3, "delay": 3}
    assert rockets.parse_motor("G80-10") == {"class": "G", "thrust": 80, "delay": 10}
    assert rockets.parse_motor("a8-3\n") == {"class": "A", "thrust": 8, "delay": 3}
    assert rockets.parse_motor("D12-7") == {"class": "D", "thrust": 12, "delay": 7}
    got = rockets.parse_motor("F15-8")
    assert type(got["thrust"]) is int and type(got["delay"]) is int


@pytest.mark.parametrize("code", ["", "C6", "C-5", "C6-", "6-5", "H10-6", "C6-5-2", "CC6-5",
                                  "1/3A3-2", "1/2B3-2", "C6.5-5", "C0-5", "C6-P", "C6-2.5",
                                  "C-6-5", "Z6-5", "C six-5"])
def test_parse_motor_errors(code):
    with pytest.raises(ValueError):
        rockets.parse_motor(code)


def test_impulse_ranges():
    for cls, want in RANGES.items():
        assert rockets.impulse_range(cls) == want, cls
        assert rockets.impulse_range(cls.lower()) == want, cls
    for bad in ["H", "", "1/8A", "AA", "C6-5", "1/2"]:
        with pytest.raises(ValueError):
            rockets.impulse_range(bad)


def test_max_liftoff_mass():
    assert rockets.max_liftoff_mass("E12-6") == 244
    assert rockets.max_liftoff_mass("1/2A3-2") == 61
    assert rockets.max_liftoff_mass("A8-3") == 163
    assert rockets.max_liftoff_mass("c6-0") == 122
    for thrust in range(1, 200):
        assert rockets.max_liftoff_mass(f"D{thrust}-4") == heaviest(thrust), thrust
    for bad in ["H10-6", "C6", ""]:
        with pytest.raises(ValueError):
            rockets.max_liftoff_mass(bad)


def test_launch_check_edges():
    # exactly the heaviest allowed, exactly the smallest field
    assert rockets.launch_check("C6-5", 122, 120) == []
    assert rockets.launch_check("C6-5", 123, 120) == ["too heavy: max 122 g"]
    assert rockets.launch_check("C6-5", 122.5, 120) == ["too heavy: max 122 g"]
    assert rockets.launch_check("C6-5", 100, 119.5) == ["field too small: need 120 m"]
    assert rockets.launch_check("1/4a3-3", 20, 15) == []
    assert rockets.launch_check("1/2A3-2", 20, 14) == ["field too small: need 15 m"]
    assert rockets.launch_check("A8-3", 50, 29) == ["field too small: need 30 m"]
    assert rockets.launch_check("D12-0", 300, 100) == ["too heavy: max 244 g",
                                                       "field too small: need 150 m",
                                                       "booster motor: no ejection charge"]
    assert rockets.launch_check("F15-0", 30, 300) == ["booster motor: no ejection charge"]
    assert rockets.launch_check("G80-10", 1500, 299) == ["field too small: need 300 m"]


def test_launch_check_sampled():
    rng = random.Random(5656)
    for _ in range(2000):
        cls = rng.choice(CLASSES)
        thrust, delay = rng.randint(1, 60), rng.randint(0, 10)
        code = f"{rng.choice([cls, cls.lower()])}{thrust}-{delay}"
        mass = rng.randint(1, 700)
        field = rng.choice([rng.randint(1, 400), FIELD[cls]])
        want = []
        if mass > heaviest(thrust):
            want.append(f"too heavy: max {heaviest(thrust)} g")
        if field < FIELD[cls]:
            want.append(f"field too small: need {FIELD[cls]} m")
        if delay == 0:
            want.append("booster motor: no ejection charge")
        assert rockets.launch_check(code, mass, field) == want, (code, mass, field)


def test_launch_check_errors():
    for mass, field in [(0, 100), (-5, 100), (50, 0), (50, -10)]:
        with pytest.raises(ValueError):
            rockets.launch_check("C6-5", mass, field)
    for bad in ["H10-6", "C6", "C6-P"]:
        with pytest.raises(ValueError):
            rockets.launch_check(bad, 50, 200)
