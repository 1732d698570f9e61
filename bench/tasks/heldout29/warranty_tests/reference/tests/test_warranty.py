from datetime import date

import pytest

from warranty import add_months, days_in_month, days_left, expiring_soon, expiry, is_covered


@pytest.mark.parametrize("year,month,days", [
    (2023, 1, 31), (2023, 2, 28), (2024, 2, 29), (1900, 2, 28), (2000, 2, 29),
    (2023, 4, 30), (2023, 11, 30), (2023, 12, 31), (2024, 12, 31),
])
def test_days_in_month(year, month, days):
    assert days_in_month(year, month) == days


@pytest.mark.parametrize("start,months,result", [
    (date(2024, 1, 31), 1, date(2024, 2, 29)),
    (date(2023, 1, 31), 1, date(2023, 2, 28)),
    (date(2023, 11, 15), 3, date(2024, 2, 15)),
    (date(2023, 3, 31), 1, date(2023, 4, 30)),
    (date(2023, 12, 31), 12, date(2024, 12, 31)),
    (date(2023, 11, 30), 1, date(2023, 12, 30)),
    (date(2023, 10, 31), 2, date(2023, 12, 31)),
    (date(2022, 5, 10), 25, date(2024, 6, 10)),
    (date(2023, 12, 1), 1, date(2024, 1, 1)),
    (date(2023, 6, 30), 0, date(2023, 6, 30)),
])
def test_add_months(start, months, result):
    assert add_months(start, months) == result


@pytest.mark.parametrize("months", [-1, True, False, 1.0, "3", None])
def test_add_months_bad(months):
    with pytest.raises(ValueError):
        add_months(date(2024, 1, 1), months)


@pytest.mark.parametrize("purchased,months,end", [
    (date(2024, 3, 15), 12, date(2025, 3, 14)),
    (date(2024, 1, 31), 1, date(2024, 2, 28)),
    (date(2023, 12, 1), 1, date(2023, 12, 31)),
    (date(2023, 1, 1), 24, date(2024, 12, 31)),
])
def test_expiry(purchased, months, end):
    assert expiry(purchased, months) == end


@pytest.mark.parametrize("months", [0, -3, True, 2.0])
def test_expiry_bad(months):
    with pytest.raises(ValueError):
        expiry(date(2024, 1, 1), months)


def test_is_covered():
    bought = date(2024, 3, 15)
    assert is_covered(bought, 12, date(2024, 3, 14)) is False
    assert is_covered(bought, 12, bought) is True
    assert is_covered(bought, 12, date(2024, 9, 1)) is True
    assert is_covered(bought, 12, date(2025, 3, 14)) is True
    assert is_covered(bought, 12, date(2025, 3, 15)) is False


def test_days_left():
    bought = date(2024, 3, 15)
    assert days_left(bought, 12, date(2025, 3, 14)) == 0
    assert days_left(bought, 12, date(2025, 3, 13)) == 1
    assert days_left(bought, 12, date(2025, 2, 14)) == 28
    assert days_left(bought, 12, date(2025, 3, 15)) is None
    assert days_left(bought, 12, date(2026, 1, 1)) is None


ITEMS = [
    ("kettle", date(2023, 6, 10), 12),      # ends 2024-06-09
    ("fridge", date(2022, 6, 20), 24),      # ends 2024-06-19
    ("toaster", date(2023, 6, 9), 12),      # ends 2024-06-08
    ("dryer", date(2022, 1, 1), 24),        # ended 2023-12-31
    ("blender", date(2023, 7, 1), 12),      # ends 2024-06-30
    ("mixer", date(2023, 7, 2), 12),        # ends 2024-07-01
    ("radio", date(2024, 6, 10), 12),       # bought later
    ("lamp", date(2023, 6, 10), 12),        # ends 2024-06-09
]


def test_expiring_soon_default_window():
    today = date(2024, 6, 1)
    assert expiring_soon(ITEMS, today) == [
        ("toaster", date(2024, 6, 8)),
        ("kettle", date(2024, 6, 9)),
        ("lamp", date(2024, 6, 9)),
        ("fridge", date(2024, 6, 19)),
        ("blender", date(2024, 6, 30)),
        ("mixer", date(2024, 7, 1)),
    ]


def test_expiring_soon_boundaries():
    today = date(2024, 6, 1)
    assert expiring_soon(ITEMS, today, within=7) == [("toaster", date(2024, 6, 8))]
    assert expiring_soon(ITEMS, today, 6) == []
    assert expiring_soon(ITEMS, today, within=29) == [
        ("toaster", date(2024, 6, 8)), ("kettle", date(2024, 6, 9)),
        ("lamp", date(2024, 6, 9)), ("fridge", date(2024, 6, 19)),
        ("blender", date(2024, 6, 30)),
    ]


def test_expiring_soon_on_last_day_and_after():
    assert expiring_soon(ITEMS, date(2024, 6, 8), within=0) == [("toaster", date(2024, 6, 8))]
    assert expiring_soon(ITEMS, date(2024, 7, 2)) == []
    assert expiring_soon([], date(2024, 6, 1)) == []
