"""Hidden check for mot_reminder_module: mot.py with first_mot_due, earliest_test, new_expiry,
status and reminders as the prompt describes them, examples and error rules."""

import calendar
import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
import mot  # noqa: E402


def add_years(day, n):
    if day.month == 2 and day.day == 29 and not calendar.isleap(day.year + n):
        return date(day.year + n, 2, 28)
    return day.replace(year=day.year + n)


def earliest(expiry):
    y, m = (expiry.year, expiry.month - 1) if expiry.month > 1 else (expiry.year - 1, 12)
    return date(y, m, min(expiry.day, calendar.monthrange(y, m)[1])) + timedelta(days=1)


def test_prompt_examples():
    assert mot.first_mot_due(date(2022, 6, 14)) == date(2025, 6, 14)
    assert mot.first_mot_due(date(2020, 2, 29)) == date(2023, 2, 28)
    assert mot.earliest_test(date(2025, 5, 15)) == date(2025, 4, 16)
    assert mot.earliest_test(date(2025, 3, 31)) == date(2025, 3, 1)
    assert mot.new_expiry(date(2025, 5, 15), date(2025, 4, 20)) == date(2026, 5, 15)
    assert mot.new_expiry(date(2025, 5, 15), date(2025, 4, 10)) == date(2026, 4, 9)
    assert mot.new_expiry(date(2025, 5, 15), date(2025, 5, 20)) == date(2026, 5, 19)
    assert mot.status(date(2025, 5, 15), date(2025, 4, 20)) == "due soon"
    assert mot.reminders({"ab12 cde": date(2025, 5, 15), "XY19 ZZT": date(2025, 4, 28),
                          "K7 OLD": date(2025, 9, 1), "Fe55 Rty": date(2025, 4, 30)},
                         date(2025, 4, 29)) == [
        "XY19ZZT: expired 1 day ago", "FE55RTY: due in 1 day", "AB12CDE: due in 16 days"]


def test_first_mot_due():
    assert mot.first_mot_due(date(2021, 2, 28)) == date(2024, 2, 28)
    assert mot.first_mot_due(date(2021, 3, 1)) == date(2024, 3, 1)
    assert mot.first_mot_due(date(2021, 12, 31)) == date(2024, 12, 31)
    assert mot.first_mot_due(date(2024, 2, 29)) == date(2027, 2, 28)


def test_earliest_test():
    assert mot.earliest_test(date(2026, 1, 1)) == date(2025, 12, 2)
    assert mot.earliest_test(date(2026, 1, 31)) == date(2026, 1, 1)
    assert mot.earliest_test(date(2024, 3, 30)) == date(2024, 3, 1)   # 29 Feb 2024 + 1
    assert mot.earliest_test(date(2024, 3, 29)) == date(2024, 3, 1)
    assert mot.earliest_test(date(2024, 3, 28)) == date(2024, 2, 29)
    assert mot.earliest_test(date(2025, 5, 31)) == date(2025, 5, 1)   # 30 April + 1
    assert mot.earliest_test(date(2025, 7, 31)) == date(2025, 7, 1)
    assert mot.earliest_test(date(2025, 8, 1)) == date(2025, 7, 2)
    day = date(2023, 1, 1)
    while day < date(2027, 1, 1):
        assert mot.earliest_test(day) == earliest(day), day
        day += timedelta(days=1)


def test_new_expiry():
    exp = date(2025, 5, 15)
    assert mot.new_expiry(exp, date(2025, 4, 16)) == date(2026, 5, 15)   # first day allowed
    assert mot.new_expiry(exp, date(2025, 4, 15)) == date(2026, 4, 14)   # one day too early
    assert mot.new_expiry(exp, date(2025, 5, 15)) == date(2026, 5, 15)   # on the day
    assert mot.new_expiry(exp, date(2025, 5, 16)) == date(2026, 5, 15)   # a day late
    assert mot.new_expiry(date(2024, 2, 29), date(2024, 2, 10)) == date(2025, 2, 28)
    assert mot.new_expiry(date(2025, 3, 31), date(2025, 3, 1)) == date(2026, 3, 31)
    assert mot.new_expiry(date(2025, 3, 31), date(2025, 2, 28)) == date(2026, 2, 27)
    assert mot.new_expiry(date(2025, 1, 10), date(2025, 1, 1)) == date(2026, 1, 10)
    assert mot.new_expiry(date(2025, 1, 10), date(2024, 12, 10)) == date(2025, 12, 9)
    rng = random.Random(4949)
    for _ in range(3000):
        exp = date(2023, 1, 1) + timedelta(days=rng.randint(0, 1200))
        tested = exp + timedelta(days=rng.randint(-70, 40))
        if tested.month == 2 and tested.day == 29:
            continue
        got = mot.new_expiry(exp, tested)
        if earliest(exp) <= tested <= exp:
            assert got == add_years(exp, 1), (exp, tested)
        else:
            assert got == add_years(tested, 1) - timedelta(days=1), (exp, tested)


def test_status():
    exp = date(2025, 5, 15)
    assert mot.status(exp, date(2025, 5, 16)) == "expired"
    assert mot.status(exp, date(2026, 1, 1)) == "expired"
    assert mot.status(exp, date(2025, 5, 15)) == "due soon"
    assert mot.status(exp, date(2025, 4, 15)) == "due soon"   # 30 days
    assert mot.status(exp, date(2025, 4, 14)) == "ok"         # 31 days
    assert mot.status(exp, date(2025, 5, 8), warn_days=7) == "due soon"
    assert mot.status(exp, date(2025, 5, 7), warn_days=7) == "ok"
    assert mot.status(exp, date(2025, 5, 15), 0) == "due soon"
    assert mot.status(exp, date(2025, 5, 14), 0) == "ok"
    for bad in [-1, 2.5, "30", None]:
        with pytest.raises(ValueError):
            mot.status(exp, date(2025, 5, 1), bad)


def test_reminders():
    today = date(2025, 4, 29)
    cars = {"kt08 abc": date(2025, 4, 29), "XY19 ZZT": date(2025, 4, 24),
            " ab12cde ": date(2025, 5, 29), "AA11AAA": date(2025, 5, 30),
            "BB22 BBB": date(2025, 4, 24), "cc33 c cc": date(2025, 4, 28)}
    assert mot.reminders(cars, today) == [
        "BB22BBB: expired 5 days ago", "XY19ZZT: expired 5 days ago",
        "CC33CCC: expired 1 day ago", "KT08ABC: due today", "AB12CDE: due in 30 days"]
    assert mot.reminders(cars, today, warn_days=0) == [
        "BB22BBB: expired 5 days ago", "XY19ZZT: expired 5 days ago",
        "CC33CCC: expired 1 day ago", "KT08ABC: due today"]
    assert mot.reminders(cars, today, 31) == [
        "BB22BBB: expired 5 days ago", "XY19ZZT: expired 5 days ago",
        "CC33CCC: expired 1 day ago", "KT08ABC: due today", "AB12CDE: due in 30 days",
        "AA11AAA: due in 31 days"]
    assert mot.reminders({"AB12CDE": date(2026, 1, 1)}, today) == []
    assert mot.reminders({}, today) == []
    assert mot.reminders({"p1": date(2025, 4, 30), "P2": date(2025, 5, 1)}, today) == [
        "P1: due in 1 day", "P2: due in 2 days"]
    for cars in [{"": date(2025, 5, 1)}, {"   ": date(2025, 5, 1)}]:
        with pytest.raises(ValueError):
            mot.reminders(cars, today)
    for bad in [-3, 1.5, "7"]:
        with pytest.raises(ValueError):
            mot.reminders({"AB12CDE": date(2025, 5, 1)}, today, bad)
