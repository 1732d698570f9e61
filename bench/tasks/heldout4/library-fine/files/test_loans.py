from datetime import date

from loans import fine


def test_returned_early_costs_nothing():
    assert fine(date(2024, 3, 10), date(2024, 3, 8)) == 0


def test_three_days_late():
    assert fine(date(2024, 3, 10), date(2024, 3, 13)) == 0.75
