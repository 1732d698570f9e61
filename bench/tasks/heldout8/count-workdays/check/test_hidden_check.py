from datetime import date

from workdays import count_workdays


def test_example():
    assert count_workdays(date(2024, 1, 5), date(2024, 1, 9)) == 2


def test_end_is_excluded():
    # Monday to the next Monday: five working days
    assert count_workdays(date(2024, 1, 8), date(2024, 1, 15)) == 5
    assert count_workdays(date(2024, 1, 8), date(2024, 1, 9)) == 1


def test_weekend_only():
    assert count_workdays(date(2024, 1, 6), date(2024, 1, 8)) == 0


def test_empty_or_reversed_range():
    assert count_workdays(date(2024, 1, 8), date(2024, 1, 8)) == 0
    assert count_workdays(date(2024, 1, 15), date(2024, 1, 8)) == 0


def test_weekday_holiday_is_subtracted():
    assert count_workdays(date(2024, 1, 8), date(2024, 1, 15), [date(2024, 1, 10)]) == 4


def test_weekend_holiday_not_subtracted():
    assert count_workdays(date(2024, 1, 8), date(2024, 1, 15), [date(2024, 1, 13)]) == 5
    assert count_workdays(date(2024, 1, 5), date(2024, 1, 9), {date(2024, 1, 7)}) == 2


def test_holiday_outside_range_not_subtracted():
    hol = [date(2024, 1, 15), date(2024, 1, 5)]
    assert count_workdays(date(2024, 1, 8), date(2024, 1, 15), hol) == 5


def test_holidays_as_set_and_tuple():
    hol = (date(2024, 12, 25), date(2024, 12, 26))
    assert count_workdays(date(2024, 12, 23), date(2024, 12, 30), hol) == 3
    assert count_workdays(date(2024, 12, 23), date(2024, 12, 30), set(hol)) == 3


def test_whole_year():
    assert count_workdays(date(2024, 1, 1), date(2025, 1, 1)) == 262
    assert count_workdays(date(2023, 1, 1), date(2024, 1, 1)) == 260
