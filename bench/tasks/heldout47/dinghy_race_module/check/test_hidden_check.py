"""Hidden check for dinghy_race_module: race.py with parse_time, corrected, results and series
as the prompt describes them, examples and error rules."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import race  # noqa: E402

ENTRIES = [("Wren", 1100, "1:02:05"), ("Kestrel", 1000, "58:40"), ("Puffin", 1200, "DNF"),
           ("Tern", 1050, "59:50"), ("avocet", 1000, "56:26")]
RACES = [{"Wren": 1, "Kestrel": 2, "Puffin": 3}, {"Kestrel": 1, "Wren": 2, "Puffin": None},
         {"Puffin": 1, "Kestrel": 2}]


def half_up(elapsed, py):
    return (elapsed * 2000 + py) // (2 * py)


def test_prompt_examples():
    assert race.parse_time("52:07") == 3127
    assert race.parse_time(" 1:02:05 ") == 3725
    assert race.corrected(3725, 1100) == 3386
    assert race.corrected(5, 2000) == 3
    assert race.results(ENTRIES) == [(1, "avocet", 3386), (1, "Wren", 3386), (3, "Tern", 3419),
                                     (4, "Kestrel", 3520), (None, "Puffin", None)]
    assert race.series(RACES) == [("Kestrel", 5), ("Wren", 7), ("Puffin", 8)]
    assert race.series(RACES + [{"Wren": 1, "Puffin": 2, "Kestrel": 3}]) == [
        ("Wren", 4), ("Kestrel", 5), ("Puffin", 6)]


def test_parse_time_more():
    assert race.parse_time("0:00") == 0
    assert race.parse_time("0:59") == 59
    assert race.parse_time("75:00") == 4500
    assert race.parse_time("2:00:00") == 7200
    assert race.parse_time("0:59:59") == 3599
    assert race.parse_time("10:00:01") == 36001
    assert race.parse_time("\t45:30\n") == 2730
    assert isinstance(race.parse_time("45:30"), int)
    for bad in ["", "45", "45:3", "45:60", "1:60:00", "1:2:03", "1:02:3", "1:02:60", "1:02:03:04",
                "a:bc", "45.30", "-5:00", "45:30 min", "DNF"]:
        with pytest.raises(ValueError):
            race.parse_time(bad)


def test_corrected_more():
    assert race.corrected(3600, 1000) == 3600
    assert race.corrected(3520, 1000) == 3520
    assert race.corrected(3590, 1050) == 3419
    assert race.corrected(1, 2000) == 1
    assert race.corrected(3, 2000) == 2
    assert race.corrected(7, 2000) == 4
    assert race.corrected(0, 1100) == 0
    assert race.corrected(2000, 1200) == 1667
    for py in [0, -1000]:
        with pytest.raises(ValueError):
            race.corrected(3600, py)
    rng = random.Random(4747)
    for _ in range(3000):
        elapsed, py = rng.randint(0, 20000), rng.randint(600, 1600)
        got = race.corrected(elapsed, py)
        assert got == half_up(elapsed, py) and isinstance(got, int), (elapsed, py)


def expected_results(entries):
    done = sorted(((half_up(race.parse_time(t), py), b) for b, py, t in entries
                   if t.strip().upper() != "DNF"), key=lambda x: (x[0], x[1].lower()))
    table = [(1 + sum(1 for s2, _ in done if s2 < s), b, s) for s, b in done]
    return table + [(None, b, None) for b, _, t in entries if t.strip().upper() == "DNF"]


def test_results_more():
    assert race.results([]) == []
    assert race.results([("Solo", 1000, "dnf ")]) == [(None, "Solo", None)]
    assert race.results([("b", 1000, "10:00"), ("A", 1000, "10:00"), ("c", 1000, "10:00")]) == [
        (1, "A", 600), (1, "b", 600), (1, "c", 600)]
    assert race.results([("Zed", 1000, "DNF"), ("Yak", 1000, "Dnf"), ("Ant", 1000, "9:00"),
                         ("Bee", 1000, "8:00")]) == [
        (1, "Bee", 480), (2, "Ant", 540), (None, "Zed", None), (None, "Yak", None)]
    with pytest.raises(ValueError):
        race.results([("Wren", 1100, "1:62:05")])
    with pytest.raises(ValueError):
        race.results([("Wren", 0, "1:02:05")])
    rng = random.Random(474)
    names = ["Wren", "kestrel", "Puffin", "tern", "Avocet", "Gannet", "shag", "Curlew", "Dunlin"]
    for _ in range(400):
        entries = []
        for name in rng.sample(names, rng.randint(1, len(names))):
            if rng.random() < 0.15:
                text = rng.choice(["DNF", "dnf", " DNF "])
            else:
                secs = rng.choice([rng.randint(2400, 2460), rng.randint(1800, 4000)])
                text = f"{secs // 60}:{secs % 60:02d}"
            entries.append((name, rng.choice([1000, 1100, 1050, 1000, 1200]), text))
        assert race.results(entries) == expected_results(entries), entries


def expected_series(races):
    boats = {b for r in races for b in r}
    pen = len(boats) + 1
    table = []
    for b in boats:
        scores = [pen if r.get(b) is None else r[b] for r in races]
        table.append((b, sum(scores) - (max(scores) if len(races) >= 4 else 0)))
    return sorted(table, key=lambda x: (x[1], x[0].lower()))


def test_series_more():
    assert race.series([]) == []
    assert race.series([{"Wren": 1}]) == [("Wren", 1)]
    assert race.series([{"Wren": None}]) == [("Wren", 2)]
    assert race.series([{"b": 1, "A": 2}, {"A": 1, "b": 2}]) == [("A", 3), ("b", 3)]
    four = [{"x": 1, "y": 2}, {"x": 1, "y": 2}, {"x": 1, "y": 2}, {"y": 1}]
    assert race.series(four) == [("x", 3), ("y", 5)]
    assert race.series(four[:3] + [{"y": 1, "x": None}, {"x": 2, "y": 1}]) == [
        ("x", 5), ("y", 6)]
    rng = random.Random(47)
    names = ["Wren", "kestrel", "Puffin", "tern", "Avocet", "Gannet"]
    for _ in range(400):
        races = []
        for _ in range(rng.randint(1, 7)):
            sailed = rng.sample(names, rng.randint(1, len(names)))
            races.append({b: (None if rng.random() < 0.1 else i + 1) for i, b in enumerate(sailed)})
        assert race.series(races) == expected_series(races), races
