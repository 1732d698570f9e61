"""Hidden check for council_tax_module: band charges as ninths of band D (to the penny), the
single person discount and the no-adults case, instalments that round the later payments
down and put the rest in the first, and the ValueErrors the task lists."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
from counciltax import band_charge, instalments, yearly_bill  # noqa: E402

NINTHS = {"A": 6, "B": 7, "C": 8, "D": 9, "E": 11, "F": 13, "G": 15, "H": 18}


def exact_band(band, pence_d):  # pence, exact; None when it sits on a half penny
    value = Fraction(pence_d * NINTHS[band], 9)
    if value - math.floor(value) == Fraction(1, 2):
        return None
    return round(value)


def close(a, b):
    return abs(a - b) < 1e-9


def test_prompt_examples():
    assert band_charge("A", 2104.87) == 1403.25
    assert band_charge("h", 2104.87) == 4209.74
    assert yearly_bill("A", 2104.87, adults=1) == 1052.44
    assert yearly_bill("B", 2104.87) == 1637.12
    assert instalments(1403.25) == [143.25] + [140.0] * 9
    assert instalments(1052.44, months=12) == [95.44] + [87.0] * 11


def test_every_band():
    got = [band_charge(b, 2104.87) for b in "ABCDEFGH"]
    assert got == [1403.25, 1637.12, 1871.0, 2104.87, 2572.62, 3040.37, 3508.12, 4209.74]
    assert [band_charge(b, 2104.87) for b in "abcdefgh"] == got
    assert band_charge("D", 1800) == 1800
    assert band_charge("E", 1800) == 2200
    assert band_charge("c", 1999.99) == 1777.77


def test_band_sampled():
    rng = random.Random(46)
    for _ in range(3000):
        pence_d = rng.randint(100000, 300000)
        band = rng.choice("ABCDEFGH")
        want = exact_band(band, pence_d)
        if want is None:
            continue
        assert close(band_charge(band, pence_d / 100), want / 100), (band, pence_d)


def test_band_errors():
    for bad in ["I", "Z", "", "AB", "1"]:
        with pytest.raises(ValueError):
            band_charge(bad, 2104.87)
    for bad in [0, -100]:
        with pytest.raises(ValueError):
            band_charge("B", bad)


def test_yearly_bill():
    assert yearly_bill("D", 2104.87, adults=1) == 1578.65
    assert yearly_bill("D", 2104.87, 1) == 1578.65
    assert yearly_bill("D", 2104.87, 2) == 2104.87
    assert yearly_bill("D", 2104.87, adults=5) == 2104.87
    assert yearly_bill("H", 2104.87, adults=0) == 0.0
    assert yearly_bill("a", 2104.87, 0) == 0.0
    assert yearly_bill("e", 1800, 1) == 1650.0
    assert yearly_bill("C", 1999.99, adults=1) == 1333.33


def test_yearly_bill_sampled():
    rng = random.Random(460)
    for _ in range(3000):
        pence_d = rng.randint(100000, 300000)
        band = rng.choice("ABCDEFGH")
        adults = rng.choice([1, 1, 2, 3])
        charge = exact_band(band, pence_d)
        if charge is None or (adults == 1 and charge % 4 == 2):
            continue
        want = charge if adults > 1 else round(Fraction(charge * 3, 4))
        assert close(yearly_bill(band, pence_d / 100, adults), want / 100), (
            band, pence_d, adults)


def test_yearly_bill_errors():
    for bad in [-1, 1.5, "2"]:
        with pytest.raises(ValueError):
            yearly_bill("B", 2104.87, adults=bad)
    with pytest.raises(ValueError):
        yearly_bill("Q", 2104.87)
    with pytest.raises(ValueError):
        yearly_bill("Q", 2104.87, adults=1)
    with pytest.raises(ValueError):
        yearly_bill("B", 0, adults=1)


def test_instalments():
    assert instalments(1200) == [120.0] * 10
    assert instalments(1200.5, 10) == [120.5] + [120.0] * 9
    assert instalments(1500, months=12) == [125.0] * 12
    assert instalments(1578.65, 1) == [1578.65]
    assert instalments(5, 10) == [5.0] + [0.0] * 9
    assert instalments(0) == [0.0] * 10
    assert instalments(1637.12, months=3) == [547.12, 545.0, 545.0]
    assert instalments(999.99, months=2) == [500.99, 499.0]
    got = instalments(4209.74, 11)
    assert len(got) == 11
    assert got[1:] == [382.0] * 10
    assert close(got[0], 389.74)


def test_instalments_sampled():
    rng = random.Random(4600)
    for _ in range(3000):
        pence = rng.randint(0, 500000)
        months = rng.randint(1, 12)
        later = math.floor(Fraction(pence, 100) / months)
        want = [Fraction(pence, 100) - later * (months - 1)] + [later] * (months - 1)
        got = instalments(pence / 100, months)
        assert len(got) == months, (pence, months)
        assert all(close(g, float(w)) for g, w in zip(got, want)), (pence, months, got)
        assert close(sum(got), pence / 100)


def test_instalment_errors():
    for bad in [0, 13, -1, 2.5, "10"]:
        with pytest.raises(ValueError):
            instalments(1200, bad)
    with pytest.raises(ValueError):
        instalments(-0.01)
