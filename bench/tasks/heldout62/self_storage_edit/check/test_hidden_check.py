"""Hidden check for self_storage_edit: the new statement() lists every let running on a day of
the month at its unit's full monthly price (units order, earlier start first), month_total adds
it up, month and unit are checked; the rest of storage.py still works."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from storage import (free_units, is_let, month_total, monthly_rent,  # noqa: E402
                     parse_lets, parse_units, statement)

UNIT_LINES = ["A1 locker", "A2 small", "B1 medium", "B2 medium", "C1 large"]
LET_LINES = [
    "B1, Mrs Patel, 2024-01-15, 2024-06-30",
    "A2, Joe Fenn, 2024-02-17,",
    "C1, Hill Farm Supplies, 2023-11-01, 2024-05-31",
    "B2, Dan Moss, 2024-06-10,",
    "A2, Sue Carter, 2023-01-01, 2024-02-10",
    "B1, Kate Rowe, 2024-07-01, 2024-09-30",
]
PRICES = {"locker": 12.0, "small": 35.0, "medium": 60.0, "large": 95.0}


def example():
    return parse_units(UNIT_LINES), parse_lets(LET_LINES)


def expected(units, lets, year, month):
    first = date(year, month, 1)
    last = (date(year + (month == 12), month % 12 + 1, 1) - timedelta(days=1))
    out = []
    for unit, size in units.items():
        running = [let for let in lets if let["unit"] == unit and let["start"] <= last
                   and (let["end"] is None or let["end"] >= first)]
        running.sort(key=lambda let: let["start"])
        out += [(unit, let["tenant"], PRICES[size]) for let in running]
    return out


def test_prompt_examples():
    units, lets = example()
    assert statement(units, lets, 2024, 2) == [
        ("A2", "Sue Carter", 35.0), ("A2", "Joe Fenn", 35.0), ("B1", "Mrs Patel", 60.0),
        ("C1", "Hill Farm Supplies", 95.0)]
    assert month_total(units, lets, 2024, 2) == 225.0
    assert statement(units, lets, 2024, 6) == [
        ("A2", "Joe Fenn", 35.0), ("B1", "Mrs Patel", 60.0), ("B2", "Dan Moss", 60.0)]
    assert month_total(units, lets, 2024, 6) == 155.0


def test_more_months():
    units, lets = example()
    assert statement(units, lets, 2024, 7) == [
        ("A2", "Joe Fenn", 35.0), ("B1", "Kate Rowe", 60.0), ("B2", "Dan Moss", 60.0)]
    assert statement(units, lets, 2024, 5) == [
        ("A2", "Joe Fenn", 35.0), ("B1", "Mrs Patel", 60.0), ("C1", "Hill Farm Supplies", 95.0)]
    assert statement(units, lets, 2024, 10) == [("A2", "Joe Fenn", 35.0),
                                                ("B2", "Dan Moss", 60.0)]
    assert statement(units, lets, 2023, 12) == [("A2", "Sue Carter", 35.0),
                                                ("C1", "Hill Farm Supplies", 95.0)]
    assert statement(units, lets, 2022, 12) == []
    assert month_total(units, lets, 2022, 12) == 0
    assert month_total(units, lets, 2023, 12) == 130.0
    assert month_total(units, lets, 2030, 1) == 95.0


def test_edges_of_the_month():
    units = parse_units(["L1 locker", "L2 locker", "L3 locker", "L4 locker"])
    lets = parse_lets(["L1, ends first day, 2024-01-05, 2024-03-01",
                       "L2, starts last day, 2024-03-31, 2024-05-01",
                       "L3, ends day before, 2024-01-01, 2024-02-29",
                       "L4, starts day after, 2024-04-01,"])
    assert statement(units, lets, 2024, 3) == [("L1", "ends first day", 12.0),
                                               ("L2", "starts last day", 12.0)]
    assert month_total(units, lets, 2024, 3) == 24.0
    assert statement(units, lets, 2024, 2) == [("L1", "ends first day", 12.0),
                                               ("L3", "ends day before", 12.0)]
    one_day = parse_lets(["L1, one day, 2024-12-31, 2024-12-31"])
    assert statement(units, one_day, 2024, 12) == [("L1", "one day", 12.0)]
    assert statement(units, one_day, 2025, 1) == []


def test_month_total_rounding():
    units = {f"S{i}": "small" for i in range(3)}
    units.update({"X": "locker"})
    lets = [{"unit": u, "tenant": "t", "start": date(2024, 1, 1), "end": None} for u in units]
    assert month_total(units, lets, 2024, 4) == 117.0
    prices = dict(PRICES)
    got = month_total(units, lets, 2024, 4)
    assert round(got, 2) == got and got == 3 * prices["small"] + prices["locker"]


def test_errors():
    units, lets = example()
    for bad in [0, 13, -1, 2.5]:
        with pytest.raises(ValueError):
            statement(units, lets, 2024, bad)
        with pytest.raises(ValueError):
            month_total(units, lets, 2024, bad)
    stray = lets + parse_lets(["Z9, Nobody, 2024-03-01, 2024-03-20"])
    with pytest.raises(ValueError):
        statement(units, stray, 2024, 3)
    with pytest.raises(ValueError):
        month_total(units, stray, 2024, 3)


def test_inputs_not_changed():
    units, lets = example()
    before_units, before_lets = dict(units), [dict(let) for let in lets]
    statement(units, lets, 2024, 2)
    month_total(units, lets, 2024, 6)
    assert units == before_units and lets == before_lets


def test_sampled():
    rng = random.Random(6262)
    for _ in range(300):
        ids = [f"{chr(65 + i // 4)}{i % 4 + 1}" for i in range(rng.randint(1, 10))]
        rng.shuffle(ids)
        units = {u: rng.choice(list(PRICES)) for u in ids}
        lets, n = [], 0
        for unit in ids:
            day = date(2023, 1, 1) + timedelta(days=rng.randint(0, 200))
            for _ in range(rng.randint(0, 3)):
                length = rng.randint(1, 200)
                end = day + timedelta(days=length)
                n += 1
                lets.append({"unit": unit, "tenant": f"tenant {n}", "start": day,
                             "end": None if rng.random() < 0.15 else end})
                if lets[-1]["end"] is None:
                    break
                day = end + timedelta(days=rng.randint(1, 40))
        rng.shuffle(lets)
        year, month = rng.choice([2023, 2024]), rng.randint(1, 12)
        want = expected(units, lets, year, month)
        assert statement(units, lets, year, month) == want
        assert abs(month_total(units, lets, year, month) - sum(p for *_, p in want)) < 1e-9


def test_rest_unchanged():
    units, lets = example()
    assert units == {"A1": "locker", "A2": "small", "B1": "medium", "B2": "medium",
                     "C1": "large"}
    for bad in [["A1"], ["A1 huge"], ["A1 small", "a1 large"], ["A1 small extra"]]:
        with pytest.raises(ValueError):
            parse_units(bad)
    assert lets[1] == {"unit": "A2", "tenant": "Joe Fenn", "start": date(2024, 2, 17),
                       "end": None}
    for bad in ["A2, Joe, 2024-02-17", "A2, Joe, 17/02/2024,", "A2, Joe, 2024-02-17, 2024-02-01"]:
        with pytest.raises(ValueError):
            parse_lets([bad])
    assert monthly_rent("small") == 35.0
    assert monthly_rent("medium", 6) == 54.0
    assert monthly_rent("large", 12) == 80.75
    assert monthly_rent("locker", 5) == 12.0
    for bad in [("huge", 3), ("small", 0)]:
        with pytest.raises(ValueError):
            monthly_rent(*bad)
    assert is_let(lets, "b1", date(2024, 6, 30)) is True
    assert is_let(lets, "B1", date(2024, 7, 1)) is True
    assert is_let(lets, "C1", date(2024, 6, 1)) is False
    assert free_units(units, lets, date(2024, 6, 5)) == ["A1", "B2", "C1"]
    assert free_units(units, lets, date(2024, 6, 5), "medium") == ["B2"]
