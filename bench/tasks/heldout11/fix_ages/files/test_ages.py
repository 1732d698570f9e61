from datetime import date

import pytest

from ages import age_on, days_until_birthday, next_birthday


def test_age_before_and_on_birthday():
    assert age_on(date(2000, 5, 10), date(2024, 5, 9)) == 23
    assert age_on(date(2000, 5, 10), date(2024, 5, 10)) == 24


def test_age_leap_day_birth():
    assert age_on(date(2000, 2, 29), date(2023, 2, 28)) == 22
    assert age_on(date(2000, 2, 29), date(2023, 3, 1)) == 23
    assert age_on(date(2000, 2, 29), date(2024, 2, 29)) == 24


def test_age_day_before_birth():
    with pytest.raises(ValueError):
        age_on(date(2000, 5, 10), date(2000, 5, 9))


def test_next_birthday():
    assert next_birthday(date(1990, 7, 4), date(2024, 7, 4)) == date(2024, 7, 4)
    assert next_birthday(date(1990, 7, 4), date(2024, 7, 5)) == date(2025, 7, 4)


def test_next_birthday_leap_day():
    assert next_birthday(date(2000, 2, 29), date(2023, 1, 1)) == date(2023, 3, 1)
    assert next_birthday(date(2000, 2, 29), date(2024, 1, 1)) == date(2024, 2, 29)


def test_days_until_birthday():
    assert days_until_birthday(date(1990, 7, 4), date(2024, 7, 4)) == 0
    assert days_until_birthday(date(1990, 12, 31), date(2024, 12, 30)) == 1
