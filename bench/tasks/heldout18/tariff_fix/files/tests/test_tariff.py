import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tariff import bill, energy_cost, usage  # noqa: E402


def test_energy_cost_first_band():
    assert energy_cost(0) == 0
    assert energy_cost(50) == 5.0
    assert energy_cost(100) == 10.0


def test_energy_cost_second_band():
    assert energy_cost(250) == 32.5


def test_negative_usage_rejected():
    with pytest.raises(ValueError):
        energy_cost(-1)


def test_usage():
    assert usage(100, 250) == 150
    assert usage(500, 500) == 0


def test_bad_readings():
    with pytest.raises(ValueError):
        usage(-1, 10)
    with pytest.raises(ValueError):
        usage(10, 100000)


def test_bill():
    assert bill(1000, 1250, 30) == 40.0


def test_bill_needs_days():
    with pytest.raises(ValueError):
        bill(1000, 1250, 0)
