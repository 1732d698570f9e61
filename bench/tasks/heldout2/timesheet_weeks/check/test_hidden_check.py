from datetime import date, timedelta

import pytest
from timesheet import Timesheet


def sheet(entries):
    ts = Timesheet("kim")
    for day, hours in entries:
        ts.log(day, hours)
    return ts


def test_weekly_totals_groups_by_iso_week():
    ts = sheet([(date(2024, 1, 29), 8), (date(2024, 2, 2), 6.5), (date(2024, 2, 4), 2),
                (date(2024, 2, 5), 7)])
    assert ts.weekly_totals() == {"2024-W05": 16.5, "2024-W06": 7}


def test_keys_in_chronological_order_whatever_the_logging_order():
    ts = sheet([(date(2024, 3, 20), 4), (date(2024, 1, 3), 5), (date(2024, 2, 14), 6),
                (date(2023, 11, 30), 1)])
    assert list(ts.weekly_totals()) == ["2023-W48", "2024-W01", "2024-W07", "2024-W12"]


def test_iso_year_at_year_boundaries():
    ts = sheet([(date(2024, 12, 30), 3), (date(2025, 1, 2), 4), (date(2021, 1, 1), 2),
                (date(2020, 12, 28), 1)])
    totals = ts.weekly_totals()
    assert totals == {"2020-W53": 3, "2025-W01": 7}
    assert list(totals) == ["2020-W53", "2025-W01"]


def test_empty_sheet():
    ts = Timesheet("kim")
    assert ts.weekly_totals() == {}
    assert ts.overtime() == 0


def test_overtime_per_week_default_limit():
    monday = date(2024, 4, 1)
    ts = sheet([(monday + timedelta(days=i), 9) for i in range(5)])  # 45 h
    ts.log(date(2024, 4, 8), 10)  # next week: 30 h, under the limit
    ts.log(date(2024, 4, 9), 20)
    ts.log(date(2024, 4, 15), 24)  # third week: exactly 40 h, nothing extra
    ts.log(date(2024, 4, 16), 16)
    assert ts.overtime() == pytest.approx(5)


def test_overtime_custom_limit_sums_weeks():
    ts = sheet([(date(2024, 4, 1), 12), (date(2024, 4, 2), 12), (date(2024, 4, 9), 22.5)])
    assert ts.overtime(limit=20) == pytest.approx(4 + 2.5)
    assert ts.overtime(limit=30) == 0


def test_existing_behaviour_kept():
    ts = sheet([(date(2024, 5, 6), 3), (date(2024, 5, 6), 2)])
    assert ts.hours_on(date(2024, 5, 6)) == 5
    assert ts.total() == 5
    with pytest.raises(ValueError):
        ts.log(date(2024, 5, 7), 0)
