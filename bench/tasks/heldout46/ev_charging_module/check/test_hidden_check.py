"""Hidden check for ev_charging_module: energy added (1 d.p.), charging minutes rounded up
with the efficiency loss, cost of the wall energy (2 d.p.), finish time past midnight, and
the ValueErrors the task lists."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
from charging import charge_cost, charging_minutes, energy_to_add, finish_time  # noqa: E402


def test_prompt_examples():
    assert energy_to_add(64, 20, 80) == 38.4
    assert charging_minutes(38.4, 7.4) == 346
    assert charge_cost(38.4, 7.5) == 3.2
    assert finish_time("23:30", 346) == "05:16"
    assert charging_minutes(10, 2.3) == 290
    assert charge_cost(39.4, 28, efficiency=0.85) == 12.98


def test_energy_to_add():
    assert energy_to_add(58, 12, 80) == 39.4
    assert energy_to_add(64, 50, 50) == 0.0
    assert energy_to_add(40, 0, 100) == 40.0
    assert energy_to_add(77.4, 10, 95) == 65.8
    assert energy_to_add(50, 33, 80) == 23.5
    for bad in [(0, 20, 80), (-64, 20, 80), (64, 80, 20), (64, -5, 80), (64, 20, 101),
                (64, 101, 102)]:
        with pytest.raises(ValueError):
            energy_to_add(*bad)


def test_charging_minutes():
    assert charging_minutes(0, 7.4) == 0
    assert charging_minutes(6.9, 7, efficiency=1) == 60
    assert charging_minutes(6.9, 7, 1) == 60
    assert charging_minutes(7.1, 7, 1) == 61
    assert charging_minutes(39.4, 11, 0.85) == 253
    assert charging_minutes(1, 7.4) == 10
    assert isinstance(charging_minutes(38.4, 7.4), int)
    for bad in [(-1, 7.4), (10, 0), (10, -7), (10, 7.4, 0), (10, 7.4, 1.2), (10, 7.4, -0.9)]:
        with pytest.raises(ValueError):
            charging_minutes(*bad)


def test_charging_minutes_sampled():
    rng = random.Random(46)
    for _ in range(2000):
        kwh = Fraction(rng.randint(0, 800), 10)
        kw = rng.choice([Fraction(23, 10), Fraction(37, 10), Fraction(74, 10), 11, 22])
        eff = Fraction(rng.randint(70, 100), 100)
        exact = kwh / eff / kw * 60
        if abs(exact - round(exact)) < Fraction(1, 10 ** 6):
            continue
        got = charging_minutes(float(kwh), float(kw), float(eff))
        assert got == math.ceil(exact), (kwh, kw, eff)


def test_charge_cost():
    assert charge_cost(0, 28) == 0.0
    assert charge_cost(10, 24.5) == 2.72
    assert charge_cost(9, 30, efficiency=1) == 2.7
    assert charge_cost(45, 7) == 3.5
    assert charge_cost(20, 0) == 0.0
    for bad in [(-1, 28), (10, -1), (10, 28, 0), (10, 28, 1.5)]:
        with pytest.raises(ValueError):
            charge_cost(*bad)


def test_charge_cost_sampled():
    rng = random.Random(460)
    for _ in range(2000):
        kwh = Fraction(rng.randint(0, 800), 10)
        pence = Fraction(rng.randint(50, 400), 10)
        eff = Fraction(rng.randint(70, 100), 100)
        exact = kwh / eff * pence  # in pence
        if abs(exact - math.floor(exact) - Fraction(1, 2)) < Fraction(1, 10 ** 6):
            continue
        got = charge_cost(float(kwh), float(pence), float(eff))
        assert abs(got - round(exact) / 100) < 1e-9, (kwh, pence, eff)


def test_finish_time():
    assert finish_time("07:05", 0) == "07:05"
    assert finish_time("07:05", 55) == "08:00"
    assert finish_time("22:00", 120) == "00:00"
    assert finish_time("00:00", 59) == "00:59"
    assert finish_time("18:45", 1440) == "18:45"
    assert finish_time("18:45", 1500) == "19:45"
    assert finish_time("23:59", 1) == "00:00"
    assert finish_time("09:30", 3000) == "11:30"
    for bad in ["25:00", "12:60", "noon", "", "24:00"]:
        with pytest.raises(ValueError):
            finish_time(bad, 10)
