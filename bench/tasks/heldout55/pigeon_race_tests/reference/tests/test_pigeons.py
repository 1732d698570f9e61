import pytest

from pigeons import (distance_yards, flying_minutes, parse_clock, prize_split, race_result,
                     velocity)


def test_parse_clock():
    assert parse_clock("00:00:00") == 0
    assert parse_clock("07:30:00") == 27000
    assert parse_clock("10:15:30") == 36930
    assert parse_clock(" 23:59:59 ") == 86399


@pytest.mark.parametrize("text", ["24:00:00", "10:60:00", "10:00:60", "10:00", "7:30:00",
                                  "10:15:30:00", "ten past", ""])
def test_parse_clock_bad(text):
    with pytest.raises(ValueError):
        parse_clock(text)


def test_distance_yards():
    assert distance_yards("92 miles 1210 yards") == 163130
    assert distance_yards("0 miles 500 yards") == 500
    assert distance_yards("100 miles 0 yards") == 176000
    assert distance_yards("1 miles 1759 yards") == 3519


@pytest.mark.parametrize("text", ["92 miles 1760 yards", "92 miles 2000 yards",
                                  "92 miles", "92 km 10 yards", "-1 miles 10 yards"])
def test_distance_yards_bad(text):
    with pytest.raises(ValueError):
        distance_yards(text)


def test_flying_minutes():
    assert flying_minutes("07:30:00", "10:15:30") == 165.5
    assert flying_minutes("07:30:00", "07:30:01") == pytest.approx(1 / 60)
    assert flying_minutes("06:00:00", "08:00:00") == 120


def test_flying_minutes_bad():
    with pytest.raises(ValueError):
        flying_minutes("07:30:00", "07:30:00")
    with pytest.raises(ValueError):
        flying_minutes("07:30:00", "07:29:59")


def test_velocity():
    assert velocity(163130, 165.5) == 985.68
    assert velocity(163000, 170) == 958.824
    assert velocity(1000, 3) == 333.333
    assert velocity(2000, 3) == 666.667


@pytest.mark.parametrize("yards, minutes", [(0, 10), (-5, 10), (1000, 0), (1000, -1)])
def test_velocity_bad(yards, minutes):
    with pytest.raises(ValueError):
        velocity(yards, minutes)


def test_race_result():
    birds = [
        ("GB24A1", 163130, "10:15:30"),
        ("GB24B2", 163000, "10:20:00"),
        ("GB24C3", 160000, None),
        ("GB24D4", 161920, "10:10:00"),
    ]
    assert race_result("07:30:00", birds) == [
        (1, "GB24D4", 1012.0), (2, "GB24A1", 985.68), (3, "GB24B2", 958.824)]


def test_race_result_ties():
    birds = [
        ("GB24Z9", 120000, "09:00:00"),  # 1000 ypm
        ("GB24K1", 150000, "09:30:00"),  # 1000 ypm
        ("GB24A5", 110000, "08:40:00"),  # 1100 ypm
        ("GB24B7", 90000, "08:40:00"),   # 900 ypm
        ("GB24M3", 80000, "08:40:00"),   # 800 ypm
    ]
    assert race_result("07:00:00", birds) == [
        (1, "GB24A5", 1100.0), (2, "GB24K1", 1000.0), (2, "GB24Z9", 1000.0),
        (4, "GB24B7", 900.0), (5, "GB24M3", 800.0)]


def test_race_result_nobody_home():
    assert race_result("07:00:00", [("GB24A1", 100000, None)]) == []
    assert race_result("07:00:00", []) == []


def test_prize_split():
    assert prize_split(85) == [42.5, 25.5, 17.0]
    assert prize_split(85, 2) == [51.0, 34.0]
    assert prize_split(85, 1) == [85.0]
    assert prize_split(47.5) == [23.75, 14.25, 9.5]


@pytest.mark.parametrize("pool, winners", [(0, 3), (-10, 3), (100, 4), (100, 0)])
def test_prize_split_bad(pool, winners):
    with pytest.raises(ValueError):
        prize_split(pool, winners)
