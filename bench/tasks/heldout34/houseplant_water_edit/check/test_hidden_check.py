"""Hidden check for houseplant_water_edit: the new schedule() lays out which plants to water
on each day from start (late and never-watered plants on start, then every N days), dates in
order, names sorted, days checked; the rest of houseplants.py still works."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from houseplants import (never_watered, next_due, overdue, parse_log,  # noqa: E402
                         parse_plants, schedule)

PLANT_LINES = ["Monstera, 7", "Basil, 2", "# the windowsill", "", "Cactus, 21",
               " Peace lily , 4", "Fern, 3"]
LOG_LINES = ["2024-05-01 monstera", "2024-05-03 basil", "2024-04-02 cactus",
             "2024-05-02 Peace lily", "2024-04-28 basil"]


def expected(plants, last, start, days):
    plan = {}
    for name, every in plants.items():
        due = last[name] + timedelta(days=every) if name in last else start
        due = max(due, start)
        while (due - start).days < days:
            plan.setdefault(due, []).append(name)
            due += timedelta(days=every)
    return {d: sorted(plan[d]) for d in sorted(plan)}


def test_prompt_example():
    plants, last = parse_plants(PLANT_LINES), parse_log(LOG_LINES)
    got = schedule(plants, last, date(2024, 5, 6))
    assert got == {
        date(2024, 5, 6): ["basil", "cactus", "fern", "peace lily"],
        date(2024, 5, 8): ["basil", "monstera"],
        date(2024, 5, 9): ["fern"],
        date(2024, 5, 10): ["basil", "peace lily"],
        date(2024, 5, 12): ["basil", "fern"],
    }
    assert list(got) == sorted(got)
    assert schedule(plants, last, date(2024, 5, 6), days=2) == {
        date(2024, 5, 6): ["basil", "cactus", "fern", "peace lily"]}
    assert schedule(plants, last, date(2024, 5, 6), 2) == {
        date(2024, 5, 6): ["basil", "cactus", "fern", "peace lily"]}


def test_more_cases():
    plants = {"ivy": 5, "aloe": 14, "mint": 1}
    last = {"ivy": date(2024, 6, 1), "aloe": date(2024, 6, 3), "mint": date(2024, 6, 9)}
    got = schedule(plants, last, date(2024, 6, 10), days=10)
    assert got == {
        date(2024, 6, 10): ["ivy", "mint"], date(2024, 6, 11): ["mint"],
        date(2024, 6, 12): ["mint"], date(2024, 6, 13): ["mint"], date(2024, 6, 14): ["mint"],
        date(2024, 6, 15): ["ivy", "mint"], date(2024, 6, 16): ["mint"],
        date(2024, 6, 17): ["aloe", "mint"], date(2024, 6, 18): ["mint"],
        date(2024, 6, 19): ["mint"]}
    assert list(got) == sorted(got)
    # due exactly on start, and due the day after the plan ends
    assert schedule({"fern": 3}, {"fern": date(2024, 6, 7)}, date(2024, 6, 10), 1) == {
        date(2024, 6, 10): ["fern"]}
    assert schedule({"fern": 3}, {"fern": date(2024, 6, 8)}, date(2024, 6, 10), 1) == {}
    assert schedule({"fern": 3}, {"fern": date(2024, 6, 8)}, date(2024, 6, 10), 2) == {
        date(2024, 6, 11): ["fern"]}
    # across a month end; a log entry for a plant I no longer have is ignored
    assert schedule({"palm": 10}, {"palm": date(2024, 1, 25), "old rose": date(2024, 1, 1)},
                    date(2024, 1, 30), 20) == {date(2024, 2, 4): ["palm"],
                                               date(2024, 2, 14): ["palm"]}
    assert schedule({}, {}, date(2024, 1, 1)) == {}


def test_days_errors():
    plants, last = parse_plants(PLANT_LINES), parse_log(LOG_LINES)
    for bad in [0, -3, 2.5]:
        with pytest.raises(ValueError):
            schedule(plants, last, date(2024, 5, 6), bad)


def test_inputs_not_changed():
    plants, last = parse_plants(PLANT_LINES), parse_log(LOG_LINES)
    p_before, l_before = dict(plants), dict(last)
    schedule(plants, last, date(2024, 5, 6), 30)
    assert plants == p_before and last == l_before


def test_sampled():
    rng = random.Random(34)
    names = ["aloe", "basil", "cactus", "fern", "ivy", "mint", "palm", "peace lily", "snake"]
    for _ in range(500):
        plants = {n: rng.randint(1, 20) for n in rng.sample(names, rng.randint(1, 7))}
        start = date(2024, 1, 1) + timedelta(days=rng.randint(0, 400))
        last = {n: start - timedelta(days=rng.randint(-3, 40)) for n in plants
                if rng.random() < 0.8}
        days = rng.randint(1, 30)
        got = schedule(plants, last, start, days)
        want = expected(plants, last, start, days)
        assert got == want, (plants, last, start, days)
        assert list(got) == list(want)


def test_rest_unchanged():
    plants = parse_plants(PLANT_LINES)
    assert plants == {"monstera": 7, "basil": 2, "cactus": 21, "peace lily": 4, "fern": 3}
    assert parse_plants(["Ivy, 5", "ivy, 6"]) == {"ivy": 6}
    for bad in ["Ivy 5", "Ivy, 5, 6", ", 5", "Ivy, 0", "Ivy, two", "Ivy, 2.5"]:
        with pytest.raises(ValueError):
            parse_plants([bad])
    last = parse_log(LOG_LINES)
    assert last == {"monstera": date(2024, 5, 1), "basil": date(2024, 5, 3),
                    "cactus": date(2024, 4, 2), "peace lily": date(2024, 5, 2)}
    for bad in ["2024-05-01", "01/05/2024 ivy", "yesterday ivy"]:
        with pytest.raises(ValueError):
            parse_log([bad])
    assert next_due(date(2024, 2, 27), 3) == date(2024, 3, 1)
    assert overdue(plants, last, date(2024, 5, 6)) == [("cactus", 13), ("basil", 1)]
    assert overdue(plants, last, date(2024, 4, 20)) == []
    assert overdue({"a": 2, "b": 2}, {"a": date(2024, 1, 1), "b": date(2024, 1, 1)},
                   date(2024, 1, 5)) == [("a", 2), ("b", 2)]
    assert never_watered(plants, last) == ["fern"]
    assert never_watered({"b": 1, "a": 1}, {}) == ["a", "b"]
