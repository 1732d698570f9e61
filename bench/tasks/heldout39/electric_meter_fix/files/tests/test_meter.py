import pytest

from meter import bill, units_used


def test_units_used():
    assert units_used(41200, 41450) == 250
    assert units_used(41450, 41450) == 0


def test_meter_goes_round():
    assert units_used(99950, 30) == 80
    assert units_used(99999, 0) == 1


def test_bill():
    assert bill(250, 30) == 78.4
    assert bill(0, 1) == 0.53
    assert bill(12, 0) == 3.0


def test_bill_refuses_negatives():
    with pytest.raises(ValueError):
        bill(-1, 30)
    with pytest.raises(ValueError):
        bill(10, -2)
