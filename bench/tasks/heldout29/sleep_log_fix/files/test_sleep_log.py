import pytest

from sleep_log import format_minutes, night_minutes, parse_clock, sleep_debt, weekly_average


def test_parse_clock():
    assert parse_clock("23:30") == 1410
    assert parse_clock("7:05") == 425
    assert parse_clock(" 00:00 ") == 0


@pytest.mark.parametrize("text", ["24:00", "12:60", "1230", "12:5", "ab:cd", "", "-1:30"])
def test_parse_clock_rejects(text):
    with pytest.raises(ValueError):
        parse_clock(text)


def test_nap_same_day():
    assert night_minutes("13:00", "14:30") == 90


def test_after_midnight_bedtime():
    assert night_minutes("01:00", "09:00") == 480


def test_overnight():
    assert night_minutes("23:30", "07:15") == 465


def test_wake_at_midnight():
    assert night_minutes("22:00", "00:00") == 120


def test_equal_times():
    assert night_minutes("06:00", "06:00") == 0


def test_average_full_week():
    week = [("00:30", "08:30")] * 7
    assert weekly_average(week) == 480


def test_average_skips_missing_nights():
    week = [("00:00", "07:00"), None, ("01:00", "09:00"), None]
    assert weekly_average(week) == 450


def test_average_overnight():
    assert weekly_average([("23:00", "06:00"), ("22:30", "06:30")]) == 450


def test_average_rounds_half_up():
    assert weekly_average([("00:00", "07:00"), ("00:00", "07:01")]) == 421


def test_average_nothing_recorded():
    assert weekly_average([]) == 0
    assert weekly_average([None, None]) == 0


def test_sleep_debt():
    week = [("23:00", "06:00"), None, ("00:00", "09:00"), ("01:30", "07:00")]
    assert sleep_debt(week) == 60 + 0 + 150


def test_sleep_debt_custom_target():
    assert sleep_debt([("00:00", "07:00")], target=420) == 0
    assert sleep_debt([("00:00", "06:00")], target=450) == 90


def test_format_minutes():
    assert format_minutes(465) == "7h 45m"
    assert format_minutes(60) == "1h 00m"
    assert format_minutes(5) == "0h 05m"
