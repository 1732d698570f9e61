from datetime import date

from workdays import add_business_days, is_weekend, next_weekday, weekdays_between

FRI = date(2024, 3, 8)
SAT = date(2024, 3, 9)
MON = date(2024, 3, 11)


def test_plain_weekdays():
    assert add_business_days(date(2024, 3, 5), 2) == date(2024, 3, 7)
    assert add_business_days(date(2024, 3, 6), 5) == date(2024, 3, 13)


def test_weekends_are_skipped():
    assert add_business_days(FRI, 1) == MON
    assert add_business_days(SAT, 1) == MON
    assert add_business_days(FRI, 6) == date(2024, 3, 18)


def test_holidays_are_skipped_any_iterable():
    assert add_business_days(FRI, 1, holidays=[MON]) == date(2024, 3, 12)
    days = (d for d in [date(2024, 3, 12), date(2024, 3, 13)])
    assert add_business_days(MON, 1, holidays=days) == date(2024, 3, 14)
    assert add_business_days(FRI, 2, holidays={date(2024, 3, 9)}) == date(2024, 3, 12)


def test_negative_counts_backwards():
    assert add_business_days(MON, -1) == FRI
    assert add_business_days(date(2024, 3, 10), -1) == FRI
    assert add_business_days(MON, -2, holidays=[FRI]) == date(2024, 3, 6)
    assert add_business_days(date(2024, 3, 13), -5) == date(2024, 3, 6)


def test_zero_returns_start_unchanged():
    assert add_business_days(SAT, 0) == SAT
    assert add_business_days(MON, 0, holidays=[MON]) == MON
    assert add_business_days(date(2024, 3, 6), 0) == date(2024, 3, 6)


def test_existing_helpers_still_work():
    assert is_weekend(SAT) and not is_weekend(FRI)
    assert next_weekday(SAT) == MON
    assert weekdays_between(FRI, date(2024, 3, 13)) == 3
