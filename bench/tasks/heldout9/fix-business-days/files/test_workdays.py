from datetime import date

from workdays import business_days


def test_friday_to_monday():
    assert business_days(date(2024, 3, 1), date(2024, 3, 4)) == 2


def test_full_week():
    assert business_days(date(2024, 3, 4), date(2024, 3, 10)) == 5


def test_with_holiday():
    assert business_days(date(2024, 12, 23), date(2024, 12, 27), [date(2024, 12, 25)]) == 4


def test_end_before_start():
    assert business_days(date(2024, 3, 5), date(2024, 3, 4)) == 0
