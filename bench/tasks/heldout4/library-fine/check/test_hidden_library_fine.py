from datetime import date, timedelta

import pytest

from loans import days_late, fine

DUE = date(2024, 3, 10)


def test_on_the_due_date_is_free():
    assert fine(DUE, DUE) == 0
    assert days_late(DUE, DUE) == 0


def test_early_is_free():
    assert fine(DUE, date(2024, 3, 9)) == 0
    assert fine(DUE, date(2024, 2, 1)) == 0
    assert days_late(DUE, date(2024, 3, 1)) == 0


def test_each_day_late_costs_a_quarter():
    assert fine(DUE, date(2024, 3, 11)) == pytest.approx(0.25)
    assert fine(DUE, date(2024, 3, 13)) == pytest.approx(0.75)
    assert days_late(DUE, date(2024, 3, 13)) == 3
    # across the end of February in a leap year
    assert fine(date(2024, 2, 28), date(2024, 3, 1)) == pytest.approx(0.50)


def test_fine_stops_at_five():
    assert fine(DUE, DUE + timedelta(days=19)) == pytest.approx(4.75)
    assert fine(DUE, DUE + timedelta(days=20)) == pytest.approx(5.00)
    assert fine(DUE, DUE + timedelta(days=21)) == pytest.approx(5.00)
    assert fine(DUE, DUE + timedelta(days=30)) == pytest.approx(5.00)
    assert fine(DUE, DUE + timedelta(days=365)) == pytest.approx(5.00)
