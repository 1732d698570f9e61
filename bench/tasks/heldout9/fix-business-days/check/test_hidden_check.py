from datetime import date

from workdays import business_days


def test_friday_to_monday():
    assert business_days(date(2024, 3, 1), date(2024, 3, 4)) == 2


def test_single_weekday():
    assert business_days(date(2024, 3, 6), date(2024, 3, 6)) == 1


def test_single_weekend_day():
    assert business_days(date(2024, 3, 9), date(2024, 3, 9)) == 0
    assert business_days(date(2024, 3, 10), date(2024, 3, 10)) == 0


def test_weekend_only_range():
    assert business_days(date(2024, 3, 9), date(2024, 3, 10)) == 0


def test_full_weeks():
    assert business_days(date(2024, 3, 4), date(2024, 3, 10)) == 5
    assert business_days(date(2024, 3, 4), date(2024, 3, 17)) == 10
    assert business_days(date(2024, 3, 2), date(2024, 3, 31)) == 20


def test_across_month_and_year():
    assert business_days(date(2023, 12, 29), date(2024, 1, 2)) == 3


def test_end_before_start_is_zero():
    assert business_days(date(2024, 3, 5), date(2024, 3, 4)) == 0
    assert business_days(date(2024, 3, 31), date(2024, 3, 1)) == 0


def test_holidays_on_weekdays_removed():
    assert business_days(date(2024, 12, 23), date(2024, 12, 27),
                         [date(2024, 12, 25), date(2024, 12, 26)]) == 3


def test_holiday_on_range_edges():
    assert business_days(date(2024, 12, 23), date(2024, 12, 27),
                         [date(2024, 12, 23), date(2024, 12, 27)]) == 3


def test_holidays_on_weekend_or_outside_ignored():
    holidays = [date(2024, 3, 9), date(2024, 3, 10), date(2024, 2, 29), date(2024, 3, 11)]
    assert business_days(date(2024, 3, 4), date(2024, 3, 10), holidays) == 5


def test_duplicate_holidays_count_once():
    holidays = [date(2024, 3, 6), date(2024, 3, 6)]
    assert business_days(date(2024, 3, 4), date(2024, 3, 8), holidays) == 4


def test_holidays_any_iterable():
    holidays = (d for d in [date(2024, 3, 6)])
    assert business_days(date(2024, 3, 4), date(2024, 3, 8), holidays) == 4
    assert business_days(date(2024, 3, 4), date(2024, 3, 8), {date(2024, 3, 7)}) == 4
