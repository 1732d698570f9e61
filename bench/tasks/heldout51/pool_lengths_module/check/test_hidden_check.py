"""Hidden check for pool_lengths_module: swimlog.py with parse_time, distance, lengths_for,
pace_per_100 and best_session as the prompt's table describes them."""

import math
import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import swimlog as s  # noqa: E402


def test_prompt_examples():
    assert s.parse_time("21:30") == 1290
    assert s.parse_time("105:07") == 6307
    assert s.distance(40) == 1000
    assert s.distance(30, 33.3) == pytest.approx(999.0)
    assert s.lengths_for(1000) == 40
    assert s.lengths_for(1000, 33.3) == 31
    assert s.lengths_for(1500, 20) == 75
    assert s.pace_per_100(40, "21:30") == "2:09"
    assert s.pace_per_100(30, "19:05", 33.3) == "1:55"
    got = s.best_session([("2024-05-01", 40, 25), ("2024-05-03", 30, 33.3),
                          ("2024-05-05", 45, 20)])
    assert got[0] == "2024-05-01" and got[1] == pytest.approx(1000)


def test_parse_time():
    assert s.parse_time(" 0:05 ") == 5
    assert s.parse_time("00:59") == 59
    assert s.parse_time("7:00") == 420
    for bad in ["21:5", "21:60", "abc", "", "21", ":30", "21:3a", "-1:30", "1:30:00", "21:300"]:
        with pytest.raises(ValueError):
            s.parse_time(bad)


def test_distance():
    assert s.distance(0) == 0
    assert s.distance(3, 33.3) == pytest.approx(99.9)
    assert s.distance(7, 33.33) == pytest.approx(233.3)
    assert s.distance(10, 20) == 200
    for bad in [(-1, 25), (2.5, 25), (10, 0), (10, -25)]:
        with pytest.raises(ValueError):
            s.distance(*bad)


def test_lengths_for():
    assert s.lengths_for(25) == 1
    assert s.lengths_for(26) == 2
    assert s.lengths_for(1) == 1
    assert s.lengths_for(100, 33.3) == 4
    assert s.lengths_for(99.9, 33.3) == 3
    assert s.lengths_for(400, 20) == 20
    for bad in [(0, 25), (-50, 25), (100, 0)]:
        with pytest.raises(ValueError):
            s.lengths_for(*bad)
    rng = random.Random(51)
    for _ in range(300):
        pool = rng.choice([20, 25, 50])
        metres = rng.randint(1, 5000)
        assert s.lengths_for(metres, pool) == -(-metres // pool), (metres, pool)


def test_pace():
    assert s.pace_per_100(64, "32:00") == "2:00"
    assert s.pace_per_100(4, "1:05") == "1:05"
    assert s.pace_per_100(80, "30:00", 25) == "1:30"
    assert s.pace_per_100(1, "0:07", 50) == "0:14"
    assert s.pace_per_100(20, "12:12", 20) == "3:03"
    with pytest.raises(ValueError):
        s.pace_per_100(0, "10:00")
    rng = random.Random(5151)
    for _ in range(300):
        lengths = rng.randint(1, 120)
        secs = rng.randint(60, 5000)
        pool = rng.choice([20, 25])
        exact = secs * 100 / (lengths * pool)
        if abs(exact - math.floor(exact) - 0.5) < 1e-6:
            continue
        per = math.floor(exact + 0.5)
        want = f"{per // 60}:{per % 60:02d}"
        assert s.pace_per_100(lengths, f"{secs // 60}:{secs % 60:02d}", pool) == want


def test_best_session():
    assert s.best_session([]) is None
    got = s.best_session([("mon", 20, 25), ("wed", 25, 20), ("fri", 10, 50)])
    assert got[0] == "mon" and got[1] == pytest.approx(500)
    got = s.best_session([("a", 10, 25), ("b", 60, 20)])
    assert got[0] == "b" and got[1] == pytest.approx(1200)
    got = s.best_session([("only", 0, 25)])
    assert got[0] == "only" and got[1] == 0
