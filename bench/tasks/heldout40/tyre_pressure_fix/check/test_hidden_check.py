"""Hidden check for tyre_pressure_fix: psi_to_bar rounds to 2 decimal places, needs_air is
True only when the reading is MORE than slack below the target (any slack), check_all follows,
and bar_to_psi and the errors are unchanged."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from tyres import bar_to_psi, check_all, needs_air, psi_to_bar  # noqa: E402

PSI_PER_BAR = 14.5038


def test_reported_cases():
    assert psi_to_bar(32) == 2.21
    assert needs_air(30, 32) is False
    assert needs_air(29.5, 32) is True
    assert check_all({"front left": 30, "front right": 31, "rear left": 29,
                      "rear right": 32}, 32) == ["rear left"]


def test_psi_to_bar_two_places():
    assert psi_to_bar(30) == 2.07
    assert psi_to_bar(35) == 2.41
    assert psi_to_bar(36) == 2.48
    assert psi_to_bar(0) == 0
    assert psi_to_bar(14.5038) == 1.0
    rng = random.Random(40)
    for _ in range(500):
        psi = rng.randint(0, 1200) / 10
        got = psi_to_bar(psi)
        assert abs(got - psi / PSI_PER_BAR) <= 0.005 + 1e-9, psi
        assert abs(round(got, 2) - got) < 1e-9, psi
    with pytest.raises(ValueError):
        psi_to_bar(-1)


def test_needs_air_strictly_more_than_slack():
    assert needs_air(30, 32) is False
    assert needs_air(29.5, 32) is True
    assert needs_air(32, 32) is False
    assert needs_air(33, 32) is False
    assert needs_air(28.5, 30.5) is False
    assert needs_air(28, 30.5) is True
    assert needs_air(29, 32, slack=3) is False
    assert needs_air(28.5, 32, slack=3) is True
    assert needs_air(32, 32, slack=0) is False
    assert needs_air(31.5, 32, slack=0) is True
    assert needs_air(31, 32, 1) is False
    assert needs_air(30.5, 32, 1) is True


def test_check_all():
    readings = {"rear right": 30, "front left": 29.5, "rear left": 28, "front right": 32}
    assert check_all(readings, 32) == ["front left", "rear left"]
    assert check_all(readings, 32, slack=4) == []
    assert check_all(readings, 32, slack=1) == ["front left", "rear left", "rear right"]
    assert check_all({}, 32) == []
    assert check_all({"spare": 40, "Bike": 37.5}, 40) == ["Bike"]
    assert check_all({"a": 38, "b": 38}, 40) == []


def test_bar_to_psi_unchanged():
    assert bar_to_psi(2.2) == 31.9
    assert bar_to_psi(1) == 14.5
    assert bar_to_psi(0) == 0
    with pytest.raises(ValueError):
        bar_to_psi(-0.5)
