"""Hidden check for advent_calendar_fix: whose_turn() gives door 1 to the first child and goes
round in order, turns() and todays_turn() follow, and nothing else in advent.py changed."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from advent import door_for, doors_left, todays_turn, turns, whose_turn  # noqa: E402

KIDS = ["Amy", "Ben", "Cal"]


def test_reported_cases():
    assert whose_turn(1, KIDS) == "Amy"
    assert whose_turn(24, KIDS) == "Cal"
    got = turns(KIDS)
    assert got["Amy"] == [1, 4, 7, 10, 13, 16, 19, 22]
    assert got["Ben"] == [2, 5, 8, 11, 14, 17, 20, 23]
    assert got["Cal"] == [3, 6, 9, 12, 15, 18, 21, 24]
    assert todays_turn(date(2024, 12, 1), KIDS) == "Amy"


def test_more_turns():
    assert whose_turn(2, KIDS) == "Ben"
    assert whose_turn(3, KIDS) == "Cal"
    assert whose_turn(4, KIDS) == "Amy"
    assert whose_turn(23, KIDS) == "Ben"
    assert whose_turn(1, ["Dot"]) == "Dot"
    assert whose_turn(24, ["Dot"]) == "Dot"
    assert whose_turn(1, ["Eve", "Finn"]) == "Eve"
    assert whose_turn(24, ["Eve", "Finn"]) == "Finn"
    assert whose_turn(13, ["Eve", "Finn"]) == "Eve"
    assert whose_turn(5, [" Gus ", "Hal", "Ivy", "Jo", "Kit"]) == "Kit"
    assert whose_turn(6, [" Gus ", "Hal", "Ivy", "Jo", "Kit"]) == "Gus"
    assert turns(["Eve", "Finn"]) == {"Eve": list(range(1, 25, 2)),
                                      "Finn": list(range(2, 25, 2))}
    assert turns(["Dot"]) == {"Dot": list(range(1, 25))}


def test_sampled():
    rng = random.Random(4949)
    pool = ["Amy", "Ben", "Cal", "Dot", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo"]
    for _ in range(300):
        kids = rng.sample(pool, rng.randint(1, 10))
        for door in range(1, 25):
            assert whose_turn(door, kids) == kids[(door - 1) % len(kids)], (door, kids)
        got = turns(kids)
        assert list(got) == kids
        for i, kid in enumerate(kids):
            assert got[kid] == list(range(i + 1, 25, len(kids)))


def test_todays_turn():
    for n in range(1, 25):
        assert todays_turn(date(2025, 12, n), KIDS) == KIDS[(n - 1) % 3]
    assert todays_turn(date(2024, 12, 25), KIDS) is None
    assert todays_turn(date(2024, 11, 30), KIDS) is None
    assert todays_turn(date(2025, 1, 1), KIDS) is None


def test_errors_unchanged():
    for bad in [0, 25, -1, 1.0, "3", True]:
        with pytest.raises(ValueError):
            whose_turn(bad, KIDS)
    for kids in [[], ["Amy", " "], ["Amy", "amy"], ["Ben", "Ben "]]:
        with pytest.raises(ValueError):
            whose_turn(1, kids)
        with pytest.raises(ValueError):
            turns(kids)


def test_rest_unchanged():
    assert door_for(date(2024, 12, 1)) == 1
    assert door_for(date(2024, 12, 24)) == 24
    assert door_for(date(2024, 12, 25)) is None
    assert door_for(date(2024, 7, 4)) is None
    day = date(2024, 1, 1)
    while day.year == 2024:
        if day.month < 12:
            assert doors_left(day) == 24
        else:
            assert doors_left(day) == max(0, 25 - day.day)
        day += timedelta(days=1)
    assert doors_left(date(2025, 1, 2)) == 24
