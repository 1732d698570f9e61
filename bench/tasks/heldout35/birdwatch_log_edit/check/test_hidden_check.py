"""Hidden check for birdwatch_log_edit: the new year_list() lists each species seen in a year
once, in time order of first sighting, numbered, name/date/place of that first sighting,
heard-only left out, ties in given order, year checked; the rest of sightings.py still works."""

import os
import random
import sys
from datetime import date, datetime, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from sightings import (busiest_day, by_place, parse_line, parse_log,  # noqa: E402
                       species_key, species_totals, year_list)

LINES = [
    "2024-12-30 08:10 | Robin | 1 | Home garden",
    "2025-01-01 09:15 | robin | 2 | Home garden",
    "2025-01-01 08:05 | Tawny owl | 0 | Home garden",
    "2025-01-01 09:20 | Blue tit | 3 | Home garden",
    "2025-01-03 14:00 | Little egret | 1 | Estuary",
    "2025-01-02 11:30 | Great crested grebe | 2 | Reservoir",
    "2025-01-04 07:50 | Tawny Owl | 1 | Churchyard",
    "2025-01-04 10:00 | blue  tit | 5 | Park",
]


def expected(sightings, year):
    firsts = {}
    for index, s in enumerate(sightings):
        if s["when"].year != year or s["count"] < 1:
            continue
        key = " ".join(s["species"].lower().split())
        rank = (s["when"], index)
        if key not in firsts or rank < firsts[key][0]:
            firsts[key] = (rank, s["species"], s["when"].date(), s["place"])
    ordered = sorted(firsts.values())
    return [(n, name, day, place) for n, (_, name, day, place) in enumerate(ordered, 1)]


def test_prompt_example():
    log = parse_log(LINES)
    assert year_list(log, 2025) == [
        (1, "robin", date(2025, 1, 1), "Home garden"),
        (2, "Blue tit", date(2025, 1, 1), "Home garden"),
        (3, "Great crested grebe", date(2025, 1, 2), "Reservoir"),
        (4, "Little egret", date(2025, 1, 3), "Estuary"),
        (5, "Tawny Owl", date(2025, 1, 4), "Churchyard"),
    ]
    assert year_list(log, 2024) == [(1, "Robin", date(2024, 12, 30), "Home garden")]
    assert year_list(log, 2023) == []
    got = year_list(log, 2025)
    assert isinstance(got, list)
    assert all(type(row[2]) is date for row in got)


def test_more_cases():
    assert year_list([], 2025) == []
    only_heard = parse_log(["2025-05-01 04:30 | Nightingale | 0 | Wood",
                            "2025-05-02 04:30 | nightingale | 0 | Wood"])
    assert year_list(only_heard, 2025) == []
    # heard first, seen later: the sighting counts, not the hearing
    log = parse_log(["2025-05-01 04:30 | Nightingale | 0 | Wood",
                     "2025-05-09 05:10 | NIGHTINGALE | 1 | Common",
                     "2025-05-03 06:00 | Cuckoo | 1 | Common"])
    assert year_list(log, 2025) == [(1, "Cuckoo", date(2025, 5, 3), "Common"),
                                    (2, "NIGHTINGALE", date(2025, 5, 9), "Common")]
    # same minute: the order they're written in
    log = parse_log(["2025-02-01 10:00 | Siskin | 4 | Feeders",
                     "2025-02-01 10:00 | Goldfinch | 6 | Feeders",
                     "2025-02-01 10:00 | siskin | 2 | Alders"])
    assert year_list(log, 2025) == [(1, "Siskin", date(2025, 2, 1), "Feeders"),
                                    (2, "Goldfinch", date(2025, 2, 1), "Feeders")]
    # typed up late, earlier in the day than a line above it
    log = parse_log(["2025-03-10 15:00 | Chiffchaff | 1 | Park",
                     "2025-03-10 07:00 | chiffchaff | 1 | Garden",
                     "2025-03-10 07:00 | Wheatear | 1 | Beach"])
    assert year_list(log, 2025) == [(1, "chiffchaff", date(2025, 3, 10), "Garden"),
                                    (2, "Wheatear", date(2025, 3, 10), "Beach")]
    # new year's eve and day
    log = parse_log(["2025-12-31 23:59 | Tawny owl | 1 | Lane",
                     "2026-01-01 00:01 | Tawny owl | 1 | Lane"])
    assert year_list(log, 2025) == [(1, "Tawny owl", date(2025, 12, 31), "Lane")]
    assert year_list(log, 2026) == [(1, "Tawny owl", date(2026, 1, 1), "Lane")]


def test_bad_year():
    log = parse_log(LINES)
    for bad in ["2025", None, "last year"]:
        with pytest.raises(ValueError):
            year_list(log, bad)


def test_sampled():
    rng = random.Random(3535)
    birds = ["Robin", "robin", "Wren", "WREN", "Blue tit", "blue  tit", "Jay", "Nuthatch",
             "Red kite", "red Kite", "Dunnock", "Goldcrest"]
    places = ["Garden", "Park", "Wood", "Reservoir"]
    for _ in range(300):
        lines = []
        for _ in range(rng.randint(0, 25)):
            when = datetime(2024, 11, 1, 6) + timedelta(minutes=rng.randint(0, 200) * 30 * 24
                                                        if rng.random() < 0.7
                                                        else rng.randint(0, 5) * 30)
            lines.append(f"{when:%Y-%m-%d %H:%M} | {rng.choice(birds)} | "
                         f"{rng.choice([0, 1, 1, 2, 5])} | {rng.choice(places)}")
        log = parse_log(lines)
        for year in (2024, 2025, 2026, 2027):
            assert year_list(log, year) == expected(log, year), (lines, year)


def test_rest_unchanged():
    log = parse_log(["# January", ""] + LINES + ["   "])
    assert len(log) == 8
    assert log[0] == {"when": datetime(2024, 12, 30, 8, 10), "species": "Robin", "count": 1,
                      "place": "Home garden"}
    assert species_key("  Blue  Tit ") == "blue tit"
    assert species_totals(log) == {"robin": 3, "tawny owl": 1, "blue tit": 8,
                                   "little egret": 1, "great crested grebe": 2}
    assert by_place(log) == {"Home garden": ["blue tit", "robin"], "Estuary": ["little egret"],
                             "Reservoir": ["great crested grebe"], "Churchyard": ["tawny owl"],
                             "Park": ["blue tit"]}
    assert busiest_day(log) == (date(2025, 1, 4), 6)
    assert busiest_day(log[:4]) == (date(2025, 1, 1), 5)
    with pytest.raises(ValueError):
        busiest_day([])
    for bad in ["2025-01-01 09:15 | robin | 2", "2025-13-01 09:15 | robin | 2 | Garden",
                "2025-01-01 09:15 |  | 2 | Garden", "2025-01-01 09:15 | robin | -1 | Garden",
                "2025-01-01 09:15 | robin | two | Garden", "2025-01-01 09:15 | robin | 2 | "]:
        with pytest.raises(ValueError):
            parse_line(bad)
