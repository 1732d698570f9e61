"""Hidden check for orienteering_module: orienteering.py with parse_time, format_time,
check_card, splits, results and score_event as the prompt describes them, examples and
error rules."""

import math
import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import orienteering as o  # noqa: E402

VALUES = {31: 20, 32: 20, 45: 30, 51: 40, 52: 40}


def test_prompt_examples():
    assert (o.parse_time("42:07"), o.parse_time(" 1:05:30 "), o.parse_time("0:59")) == (
        2527, 3930, 59)
    assert o.parse_time("75:02") == 4502
    assert o.format_time(3930) == "1:05:30"
    assert o.format_time(59) == "0:59"
    assert o.format_time(2527) == "42:07"
    assert o.format_time(3600) == "1:00:00"
    assert o.check_card([31, 32, 45, 33, 34], [31, 32, 33, 34]) == []
    assert o.check_card([31, 33, 34], [31, 32, 33, 34]) == [32]
    assert o.check_card([32, 31, 33, 34], [31, 32, 33, 34]) == [32]
    assert o.splits([125, 310, 372, 501]) == [125, 185, 62, 129]
    assert o.results({"Ana Costa": 2527, "tom reid": 2710, "Bea Hill": 2710, "Carl Ng": None,
                      "Dev Shah": 3001, "alex moor": None}) == [
        ("1", "Ana Costa", "42:07"), ("=2", "Bea Hill", "45:10"), ("=2", "tom reid", "45:10"),
        ("4", "Dev Shah", "50:01"), (None, "alex moor", "mp"), (None, "Carl Ng", "mp")]
    assert o.score_event([31, 45, 51, 31], VALUES, 3550) == 90
    assert o.score_event([31, 45, 51], VALUES, 3601) == 60
    assert o.score_event([31, 45, 51], VALUES, 3700) == 30


def test_parse_time():
    assert o.parse_time("0:00") == 0
    assert o.parse_time("5:03") == 303
    assert o.parse_time("59:59") == 3599
    assert o.parse_time("120:00") == 7200
    assert o.parse_time("0:00:01") == 1
    assert o.parse_time("2:00:00") == 7200
    assert o.parse_time("10:59:59") == 10 * 3600 + 59 * 60 + 59
    assert o.parse_time("  33:33  ") == 2013
    for bad in ["42:7", "1:60", "42", "", "   ", "-1:00", "1:5:30", "1:05:3", "1:60:00",
                "a:bc", "42:07:", ":42", "42.07", "1:05:30:00", "4 2:07", "42: 07", "42:070"]:
        with pytest.raises(ValueError):
            o.parse_time(bad)


def test_format_time():
    assert o.format_time(0) == "0:00"
    assert o.format_time(9) == "0:09"
    assert o.format_time(600) == "10:00"
    assert o.format_time(3599) == "59:59"
    assert o.format_time(3601) == "1:00:01"
    assert o.format_time(36000 + 65) == "10:01:05"
    for bad in [-1, 1.5, "60", None]:
        with pytest.raises(ValueError):
            o.format_time(bad)


def test_time_round_trip():
    rng = random.Random(3535)
    for _ in range(2000):
        s = rng.randint(0, 5 * 3600)
        text = o.format_time(s)
        assert o.parse_time(text) == s
        h, rest = divmod(s, 3600)
        m, sec = divmod(rest, 60)
        assert text == (f"{h}:{m:02d}:{sec:02d}" if h else f"{m}:{sec:02d}")


def expected_missed(punches, course):
    missed, pos = [], 0
    for c in course:
        for j in range(pos, len(punches)):
            if punches[j] == c:
                pos = j + 1
                break
        else:
            missed.append(c)
    return missed


def test_check_card():
    course = [31, 32, 33, 34]
    assert o.check_card([], course) == course
    assert o.check_card([34, 33, 32, 31], course) == [32, 33, 34]
    assert o.check_card([31, 31, 32, 33, 34, 34], course) == []
    assert o.check_card([31, 32, 33], course) == [34]
    assert o.check_card([33, 34], course) == [31, 32]
    assert o.check_card([31, 40, 41, 42, 34], course) == [32, 33]
    # a course that visits a control twice needs two punches of it
    assert o.check_card([31, 45, 31], [31, 45, 31]) == []
    assert o.check_card([31, 45], [31, 45, 31]) == [31]
    assert o.check_card([45, 31], [31, 45, 31]) == [45, 31]
    assert o.check_card([31, 31, 45], [31, 45, 31]) == [31]
    with pytest.raises(ValueError):
        o.check_card([31], [])
    punches = [31, 33, 34]
    o.check_card(punches, course)
    assert punches == [31, 33, 34]


def test_check_card_sampled():
    rng = random.Random(35)
    for _ in range(3000):
        course = [rng.randint(31, 40) for _ in range(rng.randint(1, 8))]
        punches = [rng.randint(31, 40) for _ in range(rng.randint(0, 12))]
        assert o.check_card(punches, course) == expected_missed(punches, course), (
            punches, course)


def test_splits():
    assert o.splits([1]) == [1]
    assert o.splits([60, 61, 3000]) == [60, 1, 2939]
    for bad in [[], [0, 10], [10, 10], [10, 5], [-5, 10], [10, 20.5], [10, "20"]]:
        with pytest.raises(ValueError):
            o.splits(bad)


def test_results():
    assert o.results({}) == []
    assert o.results({"Zed": None}) == [(None, "Zed", "mp")]
    assert o.results({"Zed": 3700}) == [("1", "Zed", "1:01:40")]
    assert o.results({"b": 100, "A": 100, "c": 100, "d": 99}) == [
        ("1", "d", "1:39"), ("=2", "A", "1:40"), ("=2", "b", "1:40"), ("=2", "c", "1:40")]
    assert o.results({"Kim": 900, "lee": 900, "Max": 905, "Nia": 905, "Ola": 1000}) == [
        ("=1", "Kim", "15:00"), ("=1", "lee", "15:00"), ("=3", "Max", "15:05"),
        ("=3", "Nia", "15:05"), ("5", "Ola", "16:40")]
    assert o.results({"zoe": None, "Yan": 60, "ben": None, "Al": None}) == [
        ("1", "Yan", "1:00"), (None, "Al", "mp"), (None, "ben", "mp"), (None, "zoe", "mp")]
    for bad in [{"A": -1}, {"A": 10.5}, {"A": "42:07"}, {"A": 100, "B": -5}]:
        with pytest.raises(ValueError):
            o.results(bad)


def test_results_sampled():
    rng = random.Random(353)
    names = ["Ana", "ben", "Cat", "dev", "Eve", "fay", "Gus", "hal", "Ivy", "jon"]
    for _ in range(400):
        runners = {n: (None if rng.random() < 0.2 else rng.choice([1500, 1501, 1620, 2000,
                                                                   3599, 3600, 4000]))
                   for n in rng.sample(names, rng.randint(1, 10))}
        got = o.results(runners)
        timed = sorted((t, n.lower(), n) for n, t in runners.items() if t is not None)
        assert len(got) == len(runners)
        for i, (t, _, n) in enumerate(timed):
            same = [x for x in timed if x[0] == t]
            first = 1 + sum(1 for x in timed if x[0] < t)
            place = ("=" if len(same) > 1 else "") + str(first)
            assert got[i] == (place, n, o.format_time(t)), (runners, got)
        mps = sorted((n for n, t in runners.items() if t is None), key=str.lower)
        assert got[len(timed):] == [(None, n, "mp") for n in mps]


def test_score_event():
    assert o.score_event([], VALUES, 100) == 0
    assert o.score_event([52, 51, 32, 31, 45], VALUES, 3600) == 150
    assert o.score_event([52, 51, 32, 31, 45], VALUES, 3660) == 120
    assert o.score_event([52, 51, 32, 31, 45], VALUES, 3661) == 90
    assert o.score_event([52, 52, 52], VALUES, 0) == 40
    assert o.score_event([31], VALUES, 4000) == 0
    assert o.score_event([31, 32], VALUES, 2701, limit=2700) == 10
    assert o.score_event([31, 32], VALUES, 2700, limit=2700) == 40
    assert o.score_event([31, 32], VALUES, 1000, 900) == 0
    for bad in [([99], VALUES, 100), ([31], VALUES, -1), ([31], VALUES, 10.5),
                ([31], VALUES, 100, -1), ([31], VALUES, 100, 60.5)]:
        with pytest.raises(ValueError):
            o.score_event(*bad)


def test_score_event_sampled():
    rng = random.Random(3535)
    for _ in range(2000):
        found = [rng.choice(list(VALUES)) for _ in range(rng.randint(0, 8))]
        seconds = rng.randint(3000, 4200)
        limit = rng.choice([2700, 3600])
        want = max(0, sum(VALUES[c] for c in set(found))
                   - 30 * math.ceil(max(0, seconds - limit) / 60))
        assert o.score_event(found, VALUES, seconds, limit) == want, (found, seconds, limit)
