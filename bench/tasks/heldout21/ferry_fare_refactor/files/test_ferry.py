from decimal import Decimal

import pytest

from ferry import ferry_fare


def test_single_adult():
    assert ferry_fare([30]) == Decimal("12.00")


def test_family_with_car():
    assert ferry_fare([40, 38, 10, 2], vehicle_length=4.5) == Decimal("65.50")


def test_high_season():
    assert ferry_fare([40], vehicle_length=4.5, season="high") == Decimal("64.00")


def test_long_vehicle():
    assert ferry_fare([50], vehicle_length=8.2) == Decimal("82.00")


def test_return_trip():
    assert ferry_fare([70, 70], return_trip=True) == Decimal("28.80")


def test_group_discount():
    assert ferry_fare([20] * 10) == Decimal("108.00")


def test_errors():
    with pytest.raises(ValueError):
        ferry_fare([])
    with pytest.raises(ValueError):
        ferry_fare([30], season="winter")
    with pytest.raises(ValueError):
        ferry_fare([30], vehicle_length=0)
