from datetime import date

import pytest

from recycling import bins_out, extra_bin_charge, next_collection


def test_next_collection():
    assert next_collection(date(2024, 3, 5)) == date(2024, 3, 5)  # a Tuesday
    assert next_collection(date(2024, 3, 4)) == date(2024, 3, 5)
    assert next_collection(date(2024, 3, 6)) == date(2024, 3, 12)
    assert next_collection(date(2024, 3, 10)) == date(2024, 3, 12)
    assert next_collection(date(2024, 12, 31)) == date(2024, 12, 31)
    assert next_collection(date(2024, 12, 28)) == date(2024, 12, 31)


def test_only_tuesdays():
    for day in [4, 6, 7, 8, 9, 10]:
        assert bins_out(date(2024, 3, day)) == []


def test_even_weeks_recycling():
    assert bins_out(date(2024, 3, 5)) == ["general", "recycling"]  # week 10
    assert bins_out(date(2024, 12, 10)) == ["general", "recycling"]  # week 50
    assert bins_out(date(2024, 1, 9)) == ["general", "recycling"]  # week 2


def test_odd_weeks_garden_in_season():
    assert bins_out(date(2024, 3, 12)) == ["general", "garden"]  # week 11, March
    assert bins_out(date(2024, 7, 2)) == ["general", "garden"]  # week 27
    assert bins_out(date(2024, 11, 19)) == ["general", "garden"]  # week 47, November


def test_odd_weeks_out_of_season():
    assert bins_out(date(2024, 2, 27)) == ["general"]  # week 9, February
    assert bins_out(date(2024, 12, 3)) == ["general"]  # week 49, December
    assert bins_out(date(2024, 1, 2)) == ["general"]  # week 1


def test_extra_bin_charge():
    assert extra_bin_charge(0) == 0
    assert extra_bin_charge(1) == 0
    assert extra_bin_charge(2) == 35.0
    assert extra_bin_charge(3) == 70.0


def test_extra_bin_charge_refused():
    for bad in [-1, 4, 10, 1.5, "2"]:
        with pytest.raises(ValueError):
            extra_bin_charge(bad)
