import calendar
import os
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
import renewals  # noqa: E402

D = date


def original_add_months(d, months):
    index = d.year * 12 + (d.month - 1) + months
    year, month0 = divmod(index, 12)
    last_day = calendar.monthrange(year, month0 + 1)[1]
    return date(year, month0 + 1, min(d.day, last_day))


def expected_renewals(start, until, every):
    out = []
    k = 1
    while True:
        d = original_add_months(start, k * every)
        if d > until:
            return out
        out.append(d)
        k += 1


def test_bug_report_monthly():
    got = renewals.renewal_dates(D(2024, 1, 31), D(2024, 8, 1))
    assert got == [D(2024, 2, 29), D(2024, 3, 31), D(2024, 4, 30), D(2024, 5, 31),
                   D(2024, 6, 30), D(2024, 7, 31)]


def test_bug_report_yearly_leap_day():
    got = renewals.renewal_dates(D(2024, 2, 29), D(2028, 12, 31), every=12)
    assert got == [D(2025, 2, 28), D(2026, 2, 28), D(2027, 2, 28), D(2028, 2, 29)]


def test_quarterly_from_30th():
    got = renewals.renewal_dates(D(2023, 11, 30), D(2024, 11, 30), every=3)
    assert got == [D(2024, 2, 29), D(2024, 5, 30), D(2024, 8, 30), D(2024, 11, 30)]


def test_monthly_from_30th_not_pushed_to_31st():
    got = renewals.renewal_dates(D(2023, 1, 30), D(2023, 5, 1))
    assert got == [D(2023, 2, 28), D(2023, 3, 30), D(2023, 4, 30)]


def test_monthly_from_29th():
    got = renewals.renewal_dates(D(2022, 12, 29), D(2023, 4, 29))
    assert got == [D(2023, 1, 29), D(2023, 2, 28), D(2023, 3, 29), D(2023, 4, 29)]


def test_until_inclusive():
    assert renewals.renewal_dates(D(2024, 1, 15), D(2024, 3, 15)) == [D(2024, 2, 15), D(2024, 3, 15)]
    assert renewals.renewal_dates(D(2024, 1, 15), D(2024, 3, 14)) == [D(2024, 2, 15)]
    assert renewals.renewal_dates(D(2024, 1, 15), D(2024, 2, 15)) == [D(2024, 2, 15)]
    assert renewals.renewal_dates(D(2024, 1, 31), D(2024, 4, 30)) == [D(2024, 2, 29), D(2024, 3, 31), D(2024, 4, 30)]


def test_start_not_a_renewal_and_empty_cases():
    assert renewals.renewal_dates(D(2024, 1, 15), D(2024, 2, 14)) == []
    assert renewals.renewal_dates(D(2024, 1, 15), D(2024, 1, 15)) == []
    assert renewals.renewal_dates(D(2024, 1, 15), D(2023, 1, 1)) == []


def test_across_years():
    got = renewals.renewal_dates(D(2023, 10, 31), D(2024, 3, 31), every=2)
    assert got == [D(2023, 12, 31), D(2024, 2, 29)]


@pytest.mark.parametrize("every", [1, 2, 3, 5, 6, 12, 13])
def test_many_starts_match_anchored_rule(every):
    until = D(2027, 6, 30)
    start = D(2023, 12, 25)
    while start <= D(2024, 3, 5):
        assert renewals.renewal_dates(start, until, every) == expected_renewals(start, until, every), (start, every)
        start += timedelta(days=1)


@pytest.mark.parametrize("every", [0, -1, 1.0, "1", True, None])
def test_bad_every(every):
    with pytest.raises(ValueError):
        renewals.renewal_dates(D(2024, 1, 1), D(2025, 1, 1), every)
    with pytest.raises(ValueError):
        renewals.next_renewal(D(2024, 1, 1), D(2024, 6, 1), every)


def test_next_renewal_bug_report():
    assert renewals.next_renewal(D(2024, 1, 31), D(2024, 3, 1)) == D(2024, 3, 31)
    assert renewals.next_renewal(D(2024, 1, 31), D(2024, 4, 15)) == D(2024, 4, 30)
    assert renewals.next_renewal(D(2024, 1, 31), D(2024, 4, 30)) == D(2024, 5, 31)
    assert renewals.next_renewal(D(2024, 2, 29), D(2027, 3, 1), every=12) == D(2028, 2, 29)


def test_next_renewal_strictly_after_today():
    assert renewals.next_renewal(D(2024, 1, 15), D(2024, 2, 15)) == D(2024, 3, 15)
    assert renewals.next_renewal(D(2024, 1, 15), D(2024, 2, 14)) == D(2024, 2, 15)
    assert renewals.next_renewal(D(2024, 1, 15), D(2024, 1, 15)) == D(2024, 2, 15)
    assert renewals.next_renewal(D(2024, 1, 15), D(2023, 5, 1)) == D(2024, 2, 15)


def test_next_renewal_many_days():
    start = D(2024, 1, 31)
    today = D(2024, 1, 1)
    while today <= D(2026, 1, 1):
        for every in (1, 3):
            exp = next(d for d in expected_renewals(start, D(2030, 1, 1), every) if d > today)
            assert renewals.next_renewal(start, today, every) == exp, (today, every)
        today += timedelta(days=1)


def test_add_months_unchanged():
    d = D(2023, 1, 1)
    while d <= D(2025, 1, 31):
        for months in (-25, -13, -12, -1, 0, 1, 2, 11, 12, 13, 49):
            assert renewals.add_months(d, months) == original_add_months(d, months), (d, months)
        d += timedelta(days=1)
