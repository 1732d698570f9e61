"""Hidden check for gutter_round_fix: next_visit() is the same day `months` months later (into
the next year when it must, the last day of a shorter month), due_visits follows, and quote()
and the months errors are unchanged."""

import calendar
import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from gutters import due_visits, next_visit, quote  # noqa: E402


def expected(last, months):
    index = last.year * 12 + last.month - 1 + months
    year, month = index // 12, index % 12 + 1
    return date(year, month, min(last.day, calendar.monthrange(year, month)[1]))


def test_reported_cases():
    assert next_visit(date(2023, 11, 15), 3) == date(2024, 2, 15)
    assert next_visit(date(2024, 8, 31)) == date(2025, 2, 28)
    assert next_visit(date(2024, 8, 31), 6) == date(2025, 2, 28)


def test_more_dates():
    assert next_visit(date(2024, 3, 10)) == date(2024, 9, 10)
    assert next_visit(date(2024, 7, 1)) == date(2025, 1, 1)
    assert next_visit(date(2024, 6, 30), 6) == date(2024, 12, 30)
    assert next_visit(date(2023, 8, 31)) == date(2024, 2, 29)  # leap year
    assert next_visit(date(2024, 1, 31), 1) == date(2024, 2, 29)
    assert next_visit(date(2023, 1, 31), 1) == date(2023, 2, 28)
    assert next_visit(date(2024, 3, 31), 3) == date(2024, 6, 30)
    assert next_visit(date(2024, 5, 31), 4) == date(2024, 9, 30)
    assert next_visit(date(2024, 12, 15), 1) == date(2025, 1, 15)
    assert next_visit(date(2024, 12, 31), 12) == date(2025, 12, 31)
    assert next_visit(date(2024, 2, 29), 12) == date(2025, 2, 28)
    assert next_visit(date(2024, 10, 20), 18) == date(2026, 4, 20)
    assert next_visit(date(2024, 11, 30), 27) == date(2027, 2, 28)


def test_sampled():
    rng = random.Random(54)
    for _ in range(3000):
        last = date(2022, 1, 1) + timedelta(days=rng.randint(0, 1500))
        months = rng.randint(1, 36)
        assert next_visit(last, months) == expected(last, months), (last, months)
        assert next_visit(last) == expected(last, 6), last


def test_months_errors_unchanged():
    for bad in [0, -6, 2.5, True]:
        with pytest.raises(ValueError):
            next_visit(date(2024, 1, 10), bad)


def test_due_visits():
    customers = [("Mrs Patel", date(2023, 11, 15), 3), ("Mr Jones", date(2023, 8, 31), 6),
                 ("Flat 2", date(2024, 1, 10), 1), ("The Old Mill", date(2023, 10, 1), 12),
                 ("Abbott", date(2023, 8, 29), 6)]
    assert due_visits(customers, date(2024, 2, 29)) == [
        ("Flat 2", date(2024, 2, 10)), ("Mrs Patel", date(2024, 2, 15)),
        ("Abbott", date(2024, 2, 29)), ("Mr Jones", date(2024, 2, 29))]
    assert due_visits(customers, date(2024, 2, 14)) == [("Flat 2", date(2024, 2, 10))]
    assert due_visits(customers, date(2024, 2, 1)) == []
    assert due_visits([], date(2024, 2, 1)) == []
    rng = random.Random(5)
    names = ["Abbott", "Baker", "Mrs Patel", "Mr Jones", "Flat 2", "The Old Mill", "Zed"]
    for _ in range(300):
        custs = [(n, date(2023, 1, 1) + timedelta(days=rng.randint(0, 500)),
                  rng.choice([1, 3, 6, 12])) for n in rng.sample(names, rng.randint(1, 7))]
        today = date(2023, 6, 1) + timedelta(days=rng.randint(0, 500))
        want = sorted(((n, expected(d, m)) for n, d, m in custs if expected(d, m) <= today),
                      key=lambda item: (item[1], item[0]))
        assert due_visits(custs, today) == want, (custs, today)


def test_quote_unchanged():
    assert quote("semi") == 55.0
    assert quote("Detached", 3) == 85.0
    assert quote(" TERRACE ", 4, conservatory=True) == 95.0
    assert quote("bungalow", 1) == 40.0
    assert quote("semi", regular=True) == 49.5
    assert quote("detached", 3, True, True) == 94.5
    for bad in [("flat",), ("semi", 0), ("semi", 5), ("semi", 2.5), ("",)]:
        with pytest.raises(ValueError):
            quote(*bad)
