from datetime import date

import pytest

from mooring import boat_length, electricity, night_fee, stay_fee


def test_boat_length():
    assert boat_length("9.5m") == 9.5
    assert boat_length(" 12 M ") == 12.0
    assert boat_length("31ft") == 9.45
    assert boat_length("26 FT") == 7.92
    for bad in ["", "9.5", "nine metres", "0m", "-3m"]:
        with pytest.raises(ValueError):
            boat_length(bad)


def test_night_fee_charges_started_metres():
    # June: summer rate, 3.20 a metre
    assert night_fee(10.0, date(2024, 6, 12)) == 32.0
    assert night_fee(9.2, date(2024, 6, 12)) == 32.0
    assert night_fee(9.5, date(2024, 6, 12)) == 32.0
    # November: winter rate, 2.40 a metre
    assert night_fee(11.1, date(2024, 11, 3)) == 28.8


def test_night_fee_minimum():
    assert night_fee(5.0, date(2024, 7, 1)) == 20.0
    assert night_fee(6.4, date(2024, 1, 20)) == 20.0


def test_summer_is_may_to_september():
    assert night_fee(12.0, date(2024, 4, 30)) == 28.8
    assert night_fee(12.0, date(2024, 5, 1)) == 38.4
    assert night_fee(12.0, date(2024, 9, 30)) == 38.4
    assert night_fee(12.0, date(2024, 10, 1)) == 28.8


def test_stay_fee():
    assert stay_fee(10.0, date(2024, 6, 1), date(2024, 6, 4)) == 96.0
    # the night of 30 April is winter, the night of 1 May summer
    assert stay_fee(10.0, date(2024, 4, 30), date(2024, 5, 2)) == 56.0
    with pytest.raises(ValueError):
        stay_fee(10.0, date(2024, 6, 4), date(2024, 6, 4))


def test_week_discount():
    # 6 nights: full price
    assert stay_fee(10.0, date(2024, 6, 1), date(2024, 6, 7)) == 192.0
    # 7 nights: 15% off
    assert stay_fee(10.0, date(2024, 6, 1), date(2024, 6, 8)) == 190.4
    assert stay_fee(10.0, date(2024, 6, 1), date(2024, 6, 11)) == 272.0


def test_electricity():
    assert electricity(1520, 1548) == 9.8
    assert electricity(100, 100) == 0.0
    with pytest.raises(ValueError):
        electricity(200, 150)
