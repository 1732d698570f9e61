"""Hidden check for swim_heats_fix: times print with two-digit seconds after the minutes, NT
swimmers are seeded after everyone with a time, and nothing else changed."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from swim_heats import format_time, heat_sheet, lane_order, parse_time, seed_heat  # noqa: E402

ENTRIES = [("Priya", "1:02.35"), ("Tom", "NT"), ("Ana", "58.90"), ("Joe", "1:05.00"),
           ("Mia", "1:01.07")]


def test_report_example():
    assert heat_sheet(ENTRIES, lanes=6) == (
        "Lane 1: Tom (NT)\n"
        "Lane 2: Priya (1:02.35)\n"
        "Lane 3: Ana (58.90)\n"
        "Lane 4: Mia (1:01.07)\n"
        "Lane 5: Joe (1:05.00)\n"
        "Lane 6: -")


def test_format_time_examples():
    assert format_time(6235) == "1:02.35"
    assert format_time(6500) == "1:05.00"
    assert format_time(6000) == "1:00.00"
    assert format_time(6001) == "1:00.01"
    assert format_time(12199) == "2:01.99"
    assert format_time(65959) == "10:59.59"
    assert format_time(3840) == "38.40"
    assert format_time(905) == "9.05"
    assert format_time(5999) == "59.99"
    assert format_time(None) == "NT"


def test_format_time_round_trip():
    for hundredths in range(0, 72000, 7):
        text = format_time(hundredths)
        assert parse_time(text) == hundredths, text
        if hundredths >= 6000:
            assert text.split(":")[1][2] == "." and len(text.split(":")[1]) == 5, text


def test_nt_seeded_last():
    seeded = seed_heat([("Zed", "NT"), ("Amy", "NT"), ("Bo", "1:40.00"), ("Cy", "0:30.00")])
    assert seeded == {4: ("Cy", 3000), 5: ("Bo", 10000), 3: ("Amy", None), 6: ("Zed", None)}
    seeded = seed_heat([("Kim", "nt"), ("Lee", "2:59.99")], lanes=5)
    assert seeded == {3: ("Lee", 17999), 4: ("Kim", None)}
    assert seed_heat([("A", "NT")], lanes=4) == {2: ("A", None)}


def test_seed_heat_sampled():
    rng = random.Random(31)
    names = ["Ana", "Ben", "Cat", "Dev", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo"]
    for _ in range(400):
        lanes = rng.randint(1, 10)
        who = rng.sample(names, rng.randint(0, lanes))
        entries = []
        for name in who:
            if rng.random() < 0.3:
                entries.append((name, "NT"))
            else:
                entries.append((name, format_time(rng.choice([2500, 2999, 3000, 6100,
                                                               rng.randint(2000, 20000)]))))
        seeded = seed_heat(entries, lanes=lanes)
        ranked = sorted(((parse_time(t) is None, parse_time(t) or 0, n) for n, t in entries))
        order = lane_order(lanes)
        assert seeded == {order[i]: (n, None if nt else t) for i, (nt, t, n) in
                          enumerate(ranked)}, (entries, lanes)


def test_lane_order_unchanged():
    assert lane_order(8) == [4, 5, 3, 6, 2, 7, 1, 8]
    assert lane_order(6) == [3, 4, 2, 5, 1, 6]
    assert lane_order(5) == [3, 4, 2, 5, 1]
    assert lane_order(1) == [1]
    assert lane_order(10) == [5, 6, 4, 7, 3, 8, 2, 9, 1, 10]


def test_parse_time_unchanged():
    assert parse_time("1:02.35") == 6235
    assert parse_time("38.40") == 3840
    assert parse_time(" nt ") is None
    assert parse_time("10:00.00") == 60000
    assert parse_time("0:09.50") == 950
    for bad in ["1:60.00", "1:2.3", "38.4", "38", "abc", "", "1:02:03.00", "-1.00"]:
        with pytest.raises(ValueError):
            parse_time(bad)


def test_unchanged_rest():
    with pytest.raises(ValueError):
        seed_heat([("A", "30.00"), ("B", "31.00"), ("C", "32.00")], lanes=2)
    assert seed_heat([("Bea", "30.00"), ("Al", "30.00")], lanes=3) == {
        2: ("Al", 3000), 3: ("Bea", 3000)}
    assert heat_sheet([], lanes=2) == "Lane 1: -\nLane 2: -"
    assert heat_sheet([("Ola", "29.99")]).splitlines()[3] == "Lane 4: Ola (29.99)"
    assert len(heat_sheet([("Ola", "29.99")]).splitlines()) == 8
