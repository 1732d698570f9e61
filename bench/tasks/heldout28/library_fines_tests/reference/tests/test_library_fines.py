from datetime import date, datetime

import pytest

from library_fines import days_late, fine, format_fine, is_blocked, total_fines

D = date(2026, 3, 10)


def later(n):
    return date.fromordinal(D.toordinal() + n)


def test_days_late_basic():
    assert days_late(D, D) == 0
    assert days_late(D, later(1)) == 1
    assert days_late(D, later(40)) == 40
    assert days_late(D, later(-5)) == 0


@pytest.mark.parametrize("bad", ["2026-03-10", None, 5, datetime(2026, 3, 12, 9, 0)])
def test_days_late_type_errors(bad):
    with pytest.raises(TypeError):
        days_late(D, bad)
    with pytest.raises(TypeError):
        days_late(bad, D)


def test_days_late_refuses_two_datetimes():
    with pytest.raises(TypeError):
        days_late(datetime(2026, 3, 10, 8, 0), datetime(2026, 3, 20, 8, 0))


@pytest.mark.parametrize("days", [-3, 0, 1, 2])
def test_grace_period_free(days):
    for kind in ("book", "dvd", "magazine"):
        assert fine(kind, D, later(days)) == 0


@pytest.mark.parametrize("kind,rate", [("book", 20), ("dvd", 50), ("magazine", 10)])
def test_rates_count_from_first_day(kind, rate):
    assert fine(kind, D, later(3)) == 3 * rate
    assert fine(kind, D, later(4)) == 4 * rate


@pytest.mark.parametrize("kind,cap,days_at_cap", [("book", 500, 25), ("dvd", 1000, 20), ("magazine", 200, 20)])
def test_caps(kind, cap, days_at_cap):
    assert fine(kind, D, later(days_at_cap - 1)) < cap
    assert fine(kind, D, later(days_at_cap)) == cap
    assert fine(kind, D, later(days_at_cap + 30)) == cap
    assert fine(kind, D, later(365)) == cap


def test_dvd_cap_exact():
    assert fine("dvd", D, later(17)) == 850
    assert fine("dvd", D, later(100)) == 1000
    assert fine("magazine", D, later(25)) == 200


def test_type_matching():
    assert fine("BOOK", D, later(3)) == 60
    assert fine("  Dvd ", D, later(3)) == 150
    assert fine(" magazine", D, later(5)) == 50


@pytest.mark.parametrize("bad", ["cd", "", "books"])
def test_unknown_type(bad):
    with pytest.raises(ValueError):
        fine(bad, D, later(10))
    with pytest.raises(ValueError):
        fine(bad, D, D)


def test_total_fines():
    assert total_fines([], later(50)) == 0
    loans = [("book", D, later(3)), ("dvd", D, later(1)), ("magazine", D, later(5))]
    assert total_fines(loans, later(100)) == 60 + 0 + 50


def test_total_fines_still_out():
    loans = [("book", D, None), ("dvd", D, later(4))]
    assert total_fines(loans, later(5)) == 100 + 200
    assert total_fines([("magazine", D, None)], later(2)) == 0


def test_is_blocked():
    today = later(20)
    assert is_blocked([("dvd", D, None)], today) is True  # exactly 1000
    assert is_blocked([("dvd", D, later(19))], today) is False  # 950
    assert is_blocked([("book", D, None), ("book", D, None)], later(25)) is True
    assert is_blocked([], today) is False


def test_is_blocked_limit():
    loans = [("book", D, later(5))]  # 100
    assert is_blocked(loans, later(9), limit=100) is True
    assert is_blocked(loans, later(9), limit=101) is False
    assert is_blocked([("dvd", D, None), ("book", D, None)], later(30)) is True  # 1500


def test_format_fine():
    assert format_fine(0) == "$0.00"
    assert format_fine(5) == "$0.05"
    assert format_fine(1230) == "$12.30"
    assert format_fine(1005) == "$10.05"
    assert format_fine(99) == "$0.99"


@pytest.mark.parametrize("bad", [-1, -5, -250])
def test_format_fine_negative(bad):
    with pytest.raises(ValueError):
        format_fine(bad)
