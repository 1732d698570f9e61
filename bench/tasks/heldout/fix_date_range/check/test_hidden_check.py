from datetime import date

from dates import date_range, is_weekend, workdays


def test_range():
    assert date_range(date(2024, 1, 30), date(2024, 2, 1)) == [
        date(2024, 1, 30), date(2024, 1, 31), date(2024, 2, 1)]
    assert date_range(date(2024, 5, 5), date(2024, 5, 5)) == [date(2024, 5, 5)]
    assert date_range(date(2024, 5, 6), date(2024, 5, 5)) == []


def test_weekend():
    assert is_weekend(date(2024, 6, 1)) and is_weekend(date(2024, 6, 2))
    assert not is_weekend(date(2024, 6, 3)) and not is_weekend(date(2024, 5, 31))


def test_workdays():
    assert workdays(date(2024, 6, 3), date(2024, 6, 9)) == 5
    assert workdays(date(2024, 6, 1), date(2024, 6, 2)) == 0
    assert workdays(date(2024, 6, 7), date(2024, 6, 10)) == 2
