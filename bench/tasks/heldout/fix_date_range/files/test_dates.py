from datetime import date

from dates import date_range, is_weekend


def test_range_includes_both_ends():
    assert date_range(date(2024, 1, 30), date(2024, 2, 1)) == [
        date(2024, 1, 30), date(2024, 1, 31), date(2024, 2, 1)]


def test_saturday_is_weekend():
    assert is_weekend(date(2024, 6, 1))
