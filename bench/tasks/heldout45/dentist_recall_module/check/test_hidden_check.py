"""Hidden check for dentist_recall_module: recall.py with add_months (month end clamped,
year roll-over, errors), recall_months (adult and under-18 tables, 18 is an adult, any
capitals, errors) and due_list (due today or before, earliest first, ties by name)."""

import calendar
import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from recall import add_months, due_list, recall_months  # noqa: E402

PATIENTS = [("Mrs Patel", date(2022, 9, 30), 67, "low"),
            ("Tom Reid", date(2024, 8, 31), 9, "high"),
            ("Jo King", date(2024, 1, 10), 35, "medium"),
            ("Sam Fox", date(2024, 3, 1), 50, "medium"),
            ("Ann Lee", date(2023, 12, 1), 44, "medium")]


def want_add(day, months):
    y, m = divmod(day.year * 12 + day.month - 1 + months, 12)
    return date(y, m + 1, min(day.day, calendar.monthrange(y, m + 1)[1]))


def test_prompt_examples():
    assert add_months(date(2023, 8, 31), 6) == date(2024, 2, 29)
    assert add_months(date(2023, 1, 31), 1) == date(2023, 2, 28)
    assert add_months(date(2024, 11, 15), 3) == date(2025, 2, 15)
    assert recall_months(40, "Low") == 24
    assert recall_months(17, "medium") == 6
    assert recall_months(18, "medium") == 12
    assert due_list(PATIENTS, date(2024, 12, 1)) == [
        ("Mrs Patel", date(2024, 9, 30)), ("Tom Reid", date(2024, 11, 30)),
        ("Ann Lee", date(2024, 12, 1))]


def test_add_months():
    assert add_months(date(2024, 1, 31), 1) == date(2024, 2, 29)
    assert add_months(date(2024, 2, 29), 12) == date(2025, 2, 28)
    assert add_months(date(2024, 2, 29), 48) == date(2028, 2, 29)
    assert add_months(date(2024, 3, 31), 6) == date(2024, 9, 30)
    assert add_months(date(2024, 5, 30), 9) == date(2025, 2, 28)
    assert add_months(date(2024, 12, 31), 1) == date(2025, 1, 31)
    assert add_months(date(2024, 12, 5), 12) == date(2025, 12, 5)
    assert add_months(date(2024, 6, 10), 0) == date(2024, 6, 10)
    assert add_months(date(2024, 1, 1), 24) == date(2026, 1, 1)
    assert add_months(date(2024, 7, 31), 3) == date(2024, 10, 31)
    rng = random.Random(4545)
    for _ in range(2000):
        day = date(2020, 1, 1) + timedelta(days=rng.randint(0, 2000))
        months = rng.randint(0, 40)
        assert add_months(day, months) == want_add(day, months), (day, months)
    for bad in [-1, 1.5, -12]:
        with pytest.raises(ValueError):
            add_months(date(2024, 1, 1), bad)


def test_recall_months():
    for age in [18, 19, 40, 95]:
        assert recall_months(age, "low") == 24
        assert recall_months(age, "medium") == 12
        assert recall_months(age, "high") == 6
    for age in [0, 5, 12, 17]:
        assert recall_months(age, "low") == 12
        assert recall_months(age, "medium") == 6
        assert recall_months(age, "high") == 3
    assert recall_months(30, "HIGH") == 6
    assert recall_months(10, "Medium") == 6
    assert recall_months(60, "LoW") == 24
    for bad in [(-1, "low"), (30, "none"), (30, ""), (30, "very high"), (12.5, "low")]:
        with pytest.raises(ValueError):
            recall_months(*bad)


def test_due_list():
    assert due_list([], date(2024, 12, 1)) == []
    assert due_list(PATIENTS, date(2024, 9, 29)) == []
    assert due_list(PATIENTS, date(2024, 9, 30)) == [("Mrs Patel", date(2024, 9, 30))]
    assert due_list(PATIENTS, date(2025, 3, 1)) == [
        ("Mrs Patel", date(2024, 9, 30)), ("Tom Reid", date(2024, 11, 30)),
        ("Ann Lee", date(2024, 12, 1)), ("Jo King", date(2025, 1, 10)),
        ("Sam Fox", date(2025, 3, 1))]
    same = [("Zed", date(2024, 1, 15), 30, "medium"), ("Amy", date(2024, 7, 15), 30, "high"),
            ("Max", date(2023, 1, 15), 70, "low"), ("Kim", date(2024, 10, 15), 8, "HIGH")]
    assert due_list(same, date(2025, 1, 15)) == [
        ("Amy", date(2025, 1, 15)), ("Kim", date(2025, 1, 15)), ("Max", date(2025, 1, 15)),
        ("Zed", date(2025, 1, 15))]
    assert due_list(same, date(2025, 1, 14)) == []
    with pytest.raises(ValueError):
        due_list([("Bad", date(2024, 1, 1), 30, "extreme")], date(2025, 1, 1))


def test_due_list_sampled():
    rng = random.Random(45)
    names = [f"Patient {c}" for c in "ABCDEFGHIJKL"]
    for _ in range(300):
        pats = [(n, date(2021, 1, 1) + timedelta(days=rng.randint(0, 1400)),
                 rng.randint(0, 90), rng.choice(["low", "medium", "high", "High"]))
                for n in rng.sample(names, rng.randint(0, 12))]
        today = date(2023, 6, 1) + timedelta(days=rng.randint(0, 800))
        want = []
        for n, last, age, risk in pats:
            table = ({"low": 24, "medium": 12, "high": 6} if age >= 18
                     else {"low": 12, "medium": 6, "high": 3})
            when = want_add(last, table[risk.lower()])
            if when <= today:
                want.append((n, when))
        want.sort(key=lambda item: (item[1], item[0]))
        assert due_list(pats, today) == want
