import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from reading_plan import finish_date, pages_per_day, reading_days, summary  # noqa: E402

MON = date(2024, 6, 3)
SUN = date(2024, 6, 9)


def test_report_example():
    assert reading_days(MON, SUN) == 7
    assert pages_per_day(320, 20, MON, SUN) == 43
    assert summary("The Hobbit", 320, 20, MON, SUN) == (
        "The Hobbit: 300 pages to go in 7 days, read 43 a day to finish by Sun 09 Jun")


def test_meeting_today():
    assert reading_days(MON, MON) == 1
    assert pages_per_day(200, 150, MON, MON) == 50
    assert summary("Emma", 200, 150, MON, MON) == (
        "Emma: 50 pages to go in 1 days, read 50 a day to finish by Mon 03 Jun")


def test_rounds_up():
    assert pages_per_day(100, 90, MON, date(2024, 6, 5)) == 4
    assert pages_per_day(10, 0, MON, date(2024, 6, 5)) == 4
    assert pages_per_day(9, 0, MON, date(2024, 6, 5)) == 3
    assert pages_per_day(1, 0, MON, SUN) == 1


def test_nothing_left():
    assert pages_per_day(120, 120, MON, SUN) == 0
    assert pages_per_day(120, 120, MON, MON) == 0


@pytest.mark.parametrize("gap", [0, 1, 2, 6, 27, 29, 30, 365, 366])
def test_reading_days_counts_both_ends(gap):
    for start in (date(2024, 2, 27), date(2023, 12, 30), MON):
        result = reading_days(start, start + timedelta(days=gap))
        assert result == gap + 1
        assert type(result) is int


def test_reading_days_past():
    with pytest.raises(ValueError):
        reading_days(MON, MON - timedelta(days=1))
    with pytest.raises(ValueError):
        pages_per_day(100, 0, MON, date(2024, 5, 1))
    with pytest.raises(TypeError):
        reading_days("2024-06-03", SUN)
    with pytest.raises(TypeError):
        reading_days(MON, None)


def test_pages_per_day_sampled():
    rng = random.Random(30)
    for _ in range(3000):
        total = rng.randint(1, 1500)
        read = rng.randint(0, total)
        gap = rng.randint(0, 60)
        need = pages_per_day(total, read, MON, MON + timedelta(days=gap))
        days = gap + 1
        left = total - read
        assert type(need) is int
        assert need * days >= left, (total, read, gap)
        assert (need - 1) * days < left or need == 0, (total, read, gap)
        if left:
            assert finish_date(total, read, MON, need) <= MON + timedelta(days=gap)


def test_finish_date_unchanged():
    assert finish_date(320, 20, MON, 43) == SUN
    assert finish_date(320, 20, MON, 50) == date(2024, 6, 8)
    assert finish_date(320, 20, MON, 300) == MON
    assert finish_date(320, 20, MON, 299) == date(2024, 6, 4)
    assert finish_date(320, 320, MON, 10) == MON
    for left in range(1, 80):
        for per_day in range(1, 12):
            days = -(-left // per_day)
            assert finish_date(100, 100 - left, MON, per_day) == MON + timedelta(days=days - 1)


def test_checks_unchanged():
    with pytest.raises(ValueError):
        pages_per_day(100, 101, MON, SUN)
    with pytest.raises(ValueError):
        pages_per_day(0, 0, MON, SUN)
    with pytest.raises(ValueError):
        pages_per_day(100, -1, MON, SUN)
    with pytest.raises(TypeError):
        pages_per_day(100.0, 0, MON, SUN)
    with pytest.raises(TypeError):
        pages_per_day(100, True, MON, SUN)
    with pytest.raises(ValueError):
        finish_date(100, 0, MON, 0)
    with pytest.raises(TypeError):
        finish_date(100, 0, MON, 2.5)


def test_summary_other_dates():
    assert summary("Dune", 600, 100, date(2024, 12, 30), date(2025, 1, 2)) == (
        "Dune: 500 pages to go in 4 days, read 125 a day to finish by Thu 02 Jan")
    assert summary("Ulysses", 730, 0, date(2024, 2, 28), date(2024, 3, 1)) == (
        "Ulysses: 730 pages to go in 3 days, read 244 a day to finish by Fri 01 Mar")
