from datetime import datetime

import pytest

from taxi import fare, meter_fare, rate, split, with_tip

NOON = datetime(2024, 5, 1, 12, 0)


def test_first_mile_is_the_flag_fall():
    assert meter_fare(0) == 3.2
    assert meter_fare(0.4) == 3.2
    assert meter_fare(1) == 3.2


def test_each_tenth_after_the_first_mile():
    assert meter_fare(1.1) == 3.44
    assert meter_fare(2) == 5.6
    assert meter_fare(3.5) == 9.2


def test_part_tenth_counts_as_whole():
    assert meter_fare(1.01) == 3.44
    assert meter_fare(2.55) == 7.04


def test_waiting_time():
    assert meter_fare(1, 10) == 6.2
    assert meter_fare(3, 4) == 9.2
    assert meter_fare(0, wait_minutes=1) == 3.5


@pytest.mark.parametrize("args", [(-0.1,), (-5, 0), (2, -1)])
def test_negative_is_an_error(args):
    with pytest.raises(ValueError):
        meter_fare(*args)


@pytest.mark.parametrize("hour, minute, expected", [
    (6, 0, 1.0), (12, 0, 1.0), (21, 59, 1.0), (22, 0, 1.0), (22, 59, 1.0),
    (23, 0, 1.5), (0, 0, 1.5), (5, 59, 1.5), (6, 30, 1.0), (6, 59, 1.0), (7, 0, 1.0)])
def test_night_rate(hour, minute, expected):
    assert rate(datetime(2024, 5, 1, hour, minute)) == expected


@pytest.mark.parametrize("month, day", [(12, 25), (12, 26), (1, 1)])
def test_holidays_all_day(month, day):
    assert rate(datetime(2024, month, day, 12)) == 2.0
    assert rate(datetime(2024, month, day, 23, 30)) == 2.0
    assert rate(datetime(2024, month, day, 3)) == 2.0


def test_not_holidays():
    assert rate(datetime(2024, 12, 24, 12)) == 1.0
    assert rate(datetime(2024, 12, 27, 12)) == 1.0
    assert rate(datetime(2024, 1, 2, 12)) == 1.0


def test_fare_by_rate():
    assert fare(3, NOON) == 8.0
    assert fare(3, datetime(2024, 5, 1, 23)) == 12.0
    assert fare(3, datetime(2024, 12, 26, 10)) == 16.0
    assert fare(3, datetime(2024, 12, 25, 23)) == 16.0
    assert fare(3, NOON, wait_minutes=2) == 8.6


def test_extra_passengers_not_multiplied():
    assert fare(3, NOON, passengers=1) == 8.0
    assert fare(3, NOON, passengers=2) == 8.0
    assert fare(3, NOON, passengers=3) == 9.0
    assert fare(3, NOON, passengers=4) == 10.0
    assert fare(3, datetime(2024, 5, 1, 23), passengers=3) == 13.0
    assert fare(3, datetime(2024, 1, 1, 9), passengers=4) == 18.0


@pytest.mark.parametrize("passengers", [0, 5, 6, -1, 2.5])
def test_passenger_limit(passengers):
    with pytest.raises(ValueError):
        fare(3, NOON, passengers=passengers)


def test_split():
    assert split(10.0, 3) == [3.34, 3.33, 3.33]
    assert split(8.02, 4) == [2.01, 2.01, 2.0, 2.0]
    assert split(7.5, 2) == [3.75, 3.75]
    assert split(9.99, 1) == [9.99]
    assert split(0.05, 3) == [0.02, 0.02, 0.01]


@pytest.mark.parametrize("people", [0, -2, 1.5])
def test_split_errors(people):
    with pytest.raises(ValueError):
        split(10.0, people)


def test_with_tip_rounds_up():
    assert with_tip(8.0) == 9
    assert with_tip(9.1) == 11
    assert with_tip(10.0) == 11
    assert with_tip(8.0, 20) == 10
    assert with_tip(8.0, percent=0) == 8
    assert with_tip(8.01, percent=0) == 9
