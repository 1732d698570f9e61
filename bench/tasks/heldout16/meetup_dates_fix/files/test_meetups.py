from datetime import date

import pytest

from meetups import nth_weekday, parse_rule, schedule, weekday_number


def test_weekday_number():
    assert weekday_number("Monday") == 0
    assert weekday_number("sunday") == 6
    with pytest.raises(ValueError):
        weekday_number("funday")


def test_second_tuesday():
    assert nth_weekday(2024, 3, 1, 2) == date(2024, 3, 12)


def test_first_day_is_the_weekday():
    # 2024-01-01 was a Monday
    assert nth_weekday(2024, 1, 0, 1) == date(2024, 1, 1)


def test_last_thursday_november():
    assert nth_weekday(2024, 11, 3, -1) == date(2024, 11, 28)


def test_last_when_month_has_five():
    # May 2024 has five Fridays: 3, 10, 17, 24, 31
    assert nth_weekday(2024, 5, 4, -1) == date(2024, 5, 31)


def test_bad_n():
    with pytest.raises(ValueError):
        nth_weekday(2024, 1, 0, 0)
    with pytest.raises(ValueError):
        nth_weekday(2024, 1, 0, 6)


def test_parse_rule():
    assert parse_rule("2nd Tuesday") == (2, 1)
    assert parse_rule("last friday") == (-1, 4)
    with pytest.raises(ValueError):
        parse_rule("every friday")


def test_schedule_first_monday():
    dates = schedule(2024, "1st monday")
    assert len(dates) == 12
    assert dates[0] == date(2024, 1, 1)
    assert all(d.weekday() == 0 and d.day <= 7 for d in dates)
