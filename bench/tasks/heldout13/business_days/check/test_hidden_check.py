import os
import sys
from datetime import date

import pytest

sys.path.insert(0, os.getcwd())

from workdays import add_business_days, business_days_between, is_business_day  # noqa: E402

XMAS = {date(2024, 12, 25), date(2024, 12, 26)}


def test_is_business_day():
    assert is_business_day(date(2024, 5, 4)) is False
    assert not is_business_day(date(2024, 5, 5))
    assert is_business_day(date(2024, 5, 6))
    assert is_business_day(date(2024, 5, 10))
    assert not is_business_day(date(2024, 12, 25), holidays=XMAS)
    assert not is_business_day(date(2024, 12, 25), [date(2024, 12, 25)])
    assert is_business_day(date(2024, 12, 24), XMAS)


@pytest.mark.parametrize("start,n,expected", [
    (date(2024, 5, 3), 1, date(2024, 5, 6)),
    (date(2024, 5, 4), 1, date(2024, 5, 6)),
    (date(2024, 5, 6), -1, date(2024, 5, 3)),
    (date(2024, 5, 4), 0, date(2024, 5, 6)),
    (date(2024, 5, 5), 0, date(2024, 5, 6)),
    (date(2024, 5, 8), 0, date(2024, 5, 8)),
    (date(2024, 5, 3), 5, date(2024, 5, 10)),
    (date(2024, 5, 6), 10, date(2024, 5, 20)),
    (date(2024, 5, 6), -5, date(2024, 4, 29)),
    (date(2024, 5, 8), -7, date(2024, 4, 29)),
])
def test_add_without_holidays(start, n, expected):
    assert add_business_days(start, n) == expected


def test_add_with_holidays_forward():
    assert add_business_days(date(2024, 12, 24), 2, holidays=XMAS) == date(2024, 12, 30)
    assert add_business_days(date(2024, 12, 24), 1, holidays=list(XMAS)) == date(2024, 12, 27)


def test_add_with_holidays_backward():
    assert add_business_days(date(2024, 12, 27), -1, holidays=XMAS) == date(2024, 12, 24)
    assert add_business_days(date(2024, 12, 27), -2, holidays=XMAS) == date(2024, 12, 23)


def test_add_zero_on_holiday():
    assert add_business_days(date(2024, 12, 25), 0, holidays=XMAS) == date(2024, 12, 27)


@pytest.mark.parametrize("start,end,expected", [
    (date(2024, 5, 6), date(2024, 5, 13), 5),
    (date(2024, 5, 13), date(2024, 5, 6), -5),
    (date(2024, 5, 6), date(2024, 5, 6), 0),
    (date(2024, 5, 3), date(2024, 5, 6), 1),
    (date(2024, 5, 4), date(2024, 5, 6), 0),
    (date(2024, 5, 6), date(2024, 5, 7), 1),
    (date(2024, 5, 1), date(2024, 6, 1), 23),
])
def test_between(start, end, expected):
    assert business_days_between(start, end) == expected


def test_between_with_holidays():
    assert business_days_between(date(2024, 12, 23), date(2024, 12, 30), XMAS) == 3
    assert business_days_between(date(2024, 12, 30), date(2024, 12, 23), holidays=XMAS) == -3
    assert business_days_between(date(2024, 12, 23), date(2024, 12, 30), [date(2024, 12, 28)]) == 5
