"""Hidden check for chimney_sweep_fix: adding months that land in December no longer skips a
year (wood swept 2024-06-10 -> 2024-12-10), due_soon follows, nothing else changed."""

import calendar
import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from sweep import add_months, due_soon, next_sweep, visit_price  # noqa: E402

EVERY = {"wood": 6, "coal": 6, "smokeless": 12, "oil": 12, "gas": 12}


def expected_add(day, months):
    total = day.year * 12 + day.month - 1 + months
    year, month = divmod(total, 12)
    month += 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def test_reported_case():
    assert next_sweep(date(2024, 6, 10), "wood") == date(2024, 12, 10)
    assert next_sweep(date(2024, 3, 5), "wood") == date(2024, 9, 5)
    customers = [("Mrs Okafor", date(2024, 6, 10), "wood"),
                 ("Mr Hale", date(2024, 5, 28), "coal"),
                 ("Ann Burke", date(2024, 1, 2), "gas")]
    assert due_soon(customers, date(2024, 11, 20)) == [
        (date(2024, 11, 28), "Mr Hale"), (date(2024, 12, 10), "Mrs Okafor")]


def test_december_landings():
    assert next_sweep(date(2024, 12, 1), "oil") == date(2025, 12, 1)
    assert next_sweep(date(2023, 12, 31), "gas") == date(2024, 12, 31)
    assert next_sweep(date(2024, 6, 30), "Coal") == date(2024, 12, 30)
    assert next_sweep(date(2024, 12, 15), "wood") == date(2025, 6, 15)
    assert next_sweep(date(2024, 7, 1), "wood") == date(2025, 1, 1)
    assert next_sweep(date(2024, 1, 20), " smokeless ") == date(2025, 1, 20)
    assert add_months(date(2024, 12, 5), 0) == date(2024, 12, 5)
    assert add_months(date(2024, 11, 5), 1) == date(2024, 12, 5)
    assert add_months(date(2024, 11, 5), 2) == date(2025, 1, 5)
    assert add_months(date(2024, 1, 5), 23) == date(2025, 12, 5)
    assert add_months(date(2024, 1, 5), 24) == date(2026, 1, 5)


def test_month_ends():
    assert add_months(date(2023, 8, 31), 6) == date(2024, 2, 29)
    assert add_months(date(2024, 8, 31), 6) == date(2025, 2, 28)
    assert add_months(date(2024, 5, 31), 6) == date(2024, 11, 30)
    assert add_months(date(2024, 6, 30), 6) == date(2024, 12, 30)
    assert next_sweep(date(2024, 2, 29), "oil") == date(2025, 2, 28)


def test_sampled():
    rng = random.Random(5050)
    for _ in range(3000):
        day = date(2020, 1, 1) + timedelta(days=rng.randint(0, 3000))
        months = rng.randint(0, 40)
        assert add_months(day, months) == expected_add(day, months), (day, months)
        fuel = rng.choice(list(EVERY))
        assert next_sweep(day, fuel) == expected_add(day, EVERY[fuel]), (day, fuel)


def test_due_soon_sampled():
    rng = random.Random(55)
    names = ["Okafor", "Hale", "Burke", "Patel", "Jones", "Nowak", "Reid", "Singh"]
    for _ in range(300):
        today = date(2024, 1, 1) + timedelta(days=rng.randint(0, 700))
        customers = [(n, today - timedelta(days=rng.randint(0, 500)), rng.choice(list(EVERY)))
                     for n in rng.sample(names, rng.randint(0, 8))]
        within = rng.randint(0, 60)
        want = sorted((expected_add(last, EVERY[f]), n) for n, last, f in customers
                      if expected_add(last, EVERY[f]) <= today + timedelta(days=within))
        assert due_soon(customers, today, within) == want, (customers, today, within)


def test_rest_unchanged():
    assert visit_price(["Wood burner"]) == 70.0
    assert visit_price(["open fire", " Range Cooker "]) == 125.0
    assert visit_price(["oil boiler", "open fire", "multi-fuel"]) == 150.0
    assert visit_price(["open fire"], miles=10) == 65.0
    assert visit_price(["open fire"], miles=14) == 67.4
    assert visit_price(["open fire"], miles=12.2) == 66.8
    for args in [([],), (["aga"],), (["open fire"], -1)]:
        with pytest.raises(ValueError):
            visit_price(*args)
    with pytest.raises(ValueError):
        next_sweep(date(2024, 1, 1), "peat")
    assert due_soon([], date(2024, 1, 1)) == []
    assert due_soon([("Reid", date(2023, 1, 1), "gas")], date(2024, 6, 1)) == [
        (date(2024, 1, 1), "Reid")]
