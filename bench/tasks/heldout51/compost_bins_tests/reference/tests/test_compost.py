from datetime import date

import pytest

from compost import advice, bay_litres, is_ready, mix_ratio, turning_days


def test_mix_ratio_weighted():
    assert mix_ratio({"grass": 3, "leaves": 1}) == 30.0
    assert mix_ratio({"grass": 1, "straw": 1, "food scraps": 1}) == 38.3
    assert mix_ratio({"cardboard": 2}) == 350.0
    assert mix_ratio({"grass": 2, "leaves": 0}) == 20.0


def test_mix_ratio_names():
    assert mix_ratio({" Grass ": 1, "LEAVES": 1}) == 40.0


def test_mix_ratio_errors():
    with pytest.raises(ValueError):
        mix_ratio({"sawdust": 1})
    with pytest.raises(ValueError):
        mix_ratio({"grass": 2, "sawdust": 1})
    with pytest.raises(ValueError):
        mix_ratio({"grass": -1, "leaves": 2})
    with pytest.raises(ValueError):
        mix_ratio({})
    with pytest.raises(ValueError):
        mix_ratio({"grass": 0})


def test_advice():
    assert advice(24.9) == "add browns"
    assert advice(25) == "just right"
    assert advice(30) == "just right"
    assert advice(35) == "just right"
    assert advice(35.1) == "add greens"


def test_turning_days():
    assert turning_days(date(2024, 5, 1), date(2024, 5, 13)) == [
        date(2024, 5, 5), date(2024, 5, 9), date(2024, 5, 13)]
    assert turning_days(date(2024, 5, 1), date(2024, 5, 12)) == [date(2024, 5, 5), date(2024, 5, 9)]
    assert turning_days(date(2024, 5, 1), date(2024, 5, 4)) == []


def test_is_ready():
    assert is_ready([55, 38, 35, 30], 8) is True
    assert is_ready([55, 38, 35, 30], 7) is False
    assert is_ready([38, 40, 30], 10) is False
    assert is_ready([35, 30], 10) is False
    assert is_ready([], 10) is False
    assert is_ready([39.9, 39, 20], 12) is True


def test_bay_litres():
    assert bay_litres(100, 100, 100) == 1000
    assert bay_litres(10, 10, 14.9) == 1
    assert bay_litres(10, 10, 15.1) == 2
