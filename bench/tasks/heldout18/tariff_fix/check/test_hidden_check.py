import importlib
import os
import sys

import pytest


@pytest.fixture()
def tariff():
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    sys.modules.pop("tariff", None)
    importlib.invalidate_caches()
    return importlib.import_module("tariff")


@pytest.mark.parametrize("kwh, cost", [
    (350, 50.0),
    (300, 40.0),
    (301, 40.2),
    (333, 46.6),
    (500, 80.0),
    (1000, 180.0),
    (400, 60.0),
])
def test_energy_cost_above_300(tariff, kwh, cost):
    assert tariff.energy_cost(kwh) == pytest.approx(cost, abs=0.005)


@pytest.mark.parametrize("kwh, cost", [
    (0, 0.0), (50, 5.0), (100, 10.0), (101, 10.15), (150, 17.5), (250, 32.5), (299, 39.85),
])
def test_energy_cost_below_300_unchanged(tariff, kwh, cost):
    assert tariff.energy_cost(kwh) == pytest.approx(cost, abs=0.005)


def test_energy_cost_negative(tariff):
    with pytest.raises(ValueError):
        tariff.energy_cost(-1)


@pytest.mark.parametrize("previous, current, kwh", [
    (99990, 15, 25),
    (99999, 0, 1),
    (99999, 1, 2),
    (50000, 49999, 99999),
    (1, 0, 99999),
    (99000, 340, 1340),
])
def test_usage_rollover(tariff, previous, current, kwh):
    assert tariff.usage(previous, current) == kwh


@pytest.mark.parametrize("previous, current, kwh", [
    (100, 250, 150), (500, 500, 0), (0, 99999, 99999), (0, 0, 0),
])
def test_usage_normal(tariff, previous, current, kwh):
    assert tariff.usage(previous, current) == kwh


@pytest.mark.parametrize("previous, current", [
    (-1, 10), (10, 100000), (100000, 5), (5, -1), (100500, 200),
])
def test_bad_readings(tariff, previous, current):
    with pytest.raises(ValueError):
        tariff.usage(previous, current)


def test_bill_uses_both_fixes(tariff):
    # 99990 -> 340 is 350 kWh: 50.00 energy + 30 days * 0.25
    assert tariff.bill(99990, 340, 30) == pytest.approx(57.5, abs=0.005)
    assert tariff.bill(1000, 1250, 30) == pytest.approx(40.0, abs=0.005)
    assert tariff.bill(0, 500, 10) == pytest.approx(82.5, abs=0.005)


def test_bill_errors(tariff):
    with pytest.raises(ValueError):
        tariff.bill(1000, 1250, 0)
    with pytest.raises(ValueError):
        tariff.bill(1000, 100000, 30)
