"""Hidden check for cider_press_edit: the new press_loads() fills the press oldest picking first
(book order on a date), splits pickings across loads, gives kg to 1 dp and sorted varieties,
refuses a capacity of 0 or less; the rest of cider.py still works."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from cider import demijohns, juice, parse_pickings, press_loads, totals  # noqa: E402

BOOK = ["2024-09-14, Bramley, 18.5", "2024-09-14, Dabinett, 12",
        "2024-09-21, Kingston Black, 9.3", "2024-09-15, bramley, 7.2",
        "2024-09-21, Dabinett, 20.0"]


def expected(pickings, capacity):
    cap = round(capacity * 10)
    loads, room = [], 0
    for _, variety, kg in sorted(pickings, key=lambda p: p[0]):
        left = round(kg * 10)
        while left:
            if not room:
                loads.append([0, set()])
                room = cap
            take = min(left, room)
            loads[-1][0] += take
            loads[-1][1].add(variety)
            left -= take
            room -= take
    return [(t, sorted(v)) for t, v in loads]


def same(got, want):
    assert isinstance(got, list)
    assert len(got) == len(want), (got, want)
    for load, (tenths, names) in zip(got, want):
        assert set(load) == {"kg", "varieties"}, load
        assert load["kg"] == pytest.approx(tenths / 10), (got, want)
        assert abs(round(load["kg"], 1) - load["kg"]) < 1e-9
        assert load["varieties"] == names, (got, want)


def test_prompt_example():
    pickings = parse_pickings(BOOK)
    assert press_loads(pickings) == [
        {"kg": 25.0, "varieties": ["bramley", "dabinett"]},
        {"kg": 25.0, "varieties": ["bramley", "dabinett", "kingston black"]},
        {"kg": 17.0, "varieties": ["dabinett"]}]
    assert press_loads(pickings, capacity=40) == [
        {"kg": 40.0, "varieties": ["bramley", "dabinett", "kingston black"]},
        {"kg": 27.0, "varieties": ["dabinett", "kingston black"]}]


def test_more_cases():
    assert press_loads([]) == []
    assert press_loads([], capacity=10) == []
    d = date(2024, 9, 1)
    big = [(d, "bramley", 80.0)]
    same(press_loads(big), [(250, ["bramley"])] * 3 + [(50, ["bramley"])])
    same(press_loads(big, capacity=20), [(200, ["bramley"])] * 4)
    exact = [(d, "cox", 10.0), (d, "egremont russet", 15.0), (d, "cox", 5.5)]
    same(press_loads(exact), [(250, ["cox", "egremont russet"]), (55, ["cox"])])
    # later date in the book first: still pressed after the earlier one
    order = [(date(2024, 10, 2), "yarlington mill", 4.0), (date(2024, 9, 30), "ashmeads", 3.0)]
    same(press_loads(order, capacity=5), [(50, ["ashmeads", "yarlington mill"]),
                                          (20, ["yarlington mill"])])
    same(press_loads(order, capacity=3), [(30, ["ashmeads"]), (30, ["yarlington mill"]),
                                          (10, ["yarlington mill"])])
    same(press_loads([(d, "b", 0.3), (d, "a", 0.1), (d, "c", 0.2)], capacity=0.4),
         [(4, ["a", "b"]), (2, ["c"])])
    same(press_loads([(d, "bramley", 12.5)], capacity=12.5), [(125, ["bramley"])])


def test_same_date_keeps_book_order():
    d = date(2024, 9, 20)
    pickings = [(d, "zabergau", 10.0), (d, "ashmeads", 10.0), (d - timedelta(days=1), "m", 1.0)]
    same(press_loads(pickings, capacity=11), [(110, ["m", "zabergau"]), (100, ["ashmeads"])])


def test_inputs_not_changed():
    pickings = parse_pickings(BOOK)
    copy = list(pickings)
    press_loads(pickings)
    assert pickings == copy


def test_sampled():
    rng = random.Random(5353)
    names = ["bramley", "dabinett", "cox", "kingston black", "discovery", "yarlington mill"]
    for _ in range(400):
        pickings = []
        for _ in range(rng.randint(0, 12)):
            day = date(2024, 8, 20) + timedelta(days=rng.randint(0, 50))
            pickings.append((day, rng.choice(names), rng.randint(1, 400) / 10))
        capacity = rng.choice([5, 10, 12.5, 20, 25, 30, 50])
        same(press_loads(pickings, capacity), expected(pickings, capacity))
        same(press_loads(pickings), expected(pickings, 25))


def test_capacity_errors():
    pickings = parse_pickings(BOOK)
    for bad in [0, -25, -0.5]:
        with pytest.raises(ValueError):
            press_loads(pickings, capacity=bad)
    with pytest.raises(ValueError):
        press_loads([], capacity=0)


def test_rest_unchanged():
    pickings = parse_pickings(["# header", "", *BOOK, "   "])
    assert pickings[0] == (date(2024, 9, 14), "bramley", 18.5)
    assert pickings[2] == (date(2024, 9, 21), "kingston black", 9.3)
    assert len(pickings) == 5
    for bad in [["2024-09-14, Bramley"], ["14/09/2024, Bramley, 3"], ["2024-09-14, Cox, 0"],
                ["2024-09-14, , 3"], ["2024-09-14, Cox, lots"]]:
        with pytest.raises(ValueError):
            parse_pickings(bad)
    assert totals(pickings) == {"bramley": 25.7, "dabinett": 32.0, "kingston black": 9.3}
    assert list(totals(pickings)) == ["bramley", "dabinett", "kingston black"]
    assert totals([]) == {}
    assert juice(25.7) == 15.4
    assert juice(0) == 0
    with pytest.raises(ValueError):
        juice(-1)
    assert demijohns(15.4) == (3, 1.9)
    assert demijohns(9.0) == (2, 0.0)
    assert demijohns(4.4) == (0, 4.4)
    with pytest.raises(ValueError):
        demijohns(-0.1)
