"""Hidden check for sports_day_edit: the new certificates() gives each child their best
certificate (gold for a win, silver for 2nd/3rd, taking part otherwise), names sorted and
once each, all three keys always there; the rest of sports_day.py still works."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from sports_day import (certificates, house_totals, parse_results, points,  # noqa: E402
                        race_winners)

LINES = """Egg and spoon, 1, Maya Clarke, Otter
Egg and spoon, 2, Tom Reid, Badger
Egg and spoon, 3, Zara Ahmed, Hare
Egg and spoon, 4, Leo Fox, Kestrel
Sack race, 1, Tom Reid, Badger
Sack race, 2, Leo Fox, Kestrel
Sack race, 5, Ruby Shaw, Otter
Sprint, 3, Ruby Shaw, Otter
Sprint, 4, Zara Ahmed, Hare
Sprint, 6, Sam Ng, Kestrel""".splitlines()


def expected(results):
    best = {}
    for _race, place, name, _house in results:
        best[name] = min(place, best.get(name, place))
    out = {"gold": [], "silver": [], "taking part": []}
    for name in sorted(best):
        key = "gold" if best[name] == 1 else "silver" if best[name] <= 3 else "taking part"
        out[key].append(name)
    return out


def test_prompt_example():
    results = parse_results(LINES)
    assert certificates(results) == {
        "gold": ["Maya Clarke", "Tom Reid"],
        "silver": ["Leo Fox", "Ruby Shaw", "Zara Ahmed"],
        "taking part": ["Sam Ng"]}


def test_empty_and_missing_keys():
    assert certificates([]) == {"gold": [], "silver": [], "taking part": []}
    one = [("Sprint", 4, "Ada Bell", "Hare")]
    assert certificates(one) == {"gold": [], "silver": [], "taking part": ["Ada Bell"]}
    one = [("Sprint", 1, "Ada Bell", "Hare")]
    assert certificates(one) == {"gold": ["Ada Bell"], "silver": [], "taking part": []}
    one = [("Sprint", 3, "Ada Bell", "Hare")]
    assert certificates(one) == {"gold": [], "silver": ["Ada Bell"], "taking part": []}
    got = certificates([("Sprint", 2, "Ada Bell", "Hare")])
    assert set(got) == {"gold", "silver", "taking part"}


def test_best_place_counts_whatever_the_order():
    results = [("Sprint", 7, "Noah Finch", "Badger"), ("Hurdles", 3, "Noah Finch", "Badger"),
               ("Relay", 1, "Noah Finch", "Badger"), ("Sack race", 2, "Noah Finch", "Badger"),
               ("Sprint", 2, "Isla Moss", "Hare"), ("Sack race", 8, "Isla Moss", "Hare"),
               ("Sprint", 4, "Ben Ash", "Otter"), ("Hurdles", 4, "Ben Ash", "Otter"),
               ("Sprint", 1, "Ava Lee", "Kestrel"), ("Hurdles", 1, "Ava Lee", "Kestrel")]
    assert certificates(results) == {"gold": ["Ava Lee", "Noah Finch"],
                                     "silver": ["Isla Moss"],
                                     "taking part": ["Ben Ash"]}


def test_dead_heats():
    results = [("Sprint", 1, "Cara Dunn", "Otter"), ("Sprint", 1, "Ali Khan", "Hare"),
               ("Sprint", 3, "Eli Ford", "Badger"), ("Sprint", 3, "Bea Lowe", "Kestrel"),
               ("Sprint", 5, "Dan Pike", "Otter")]
    assert certificates(results) == {"gold": ["Ali Khan", "Cara Dunn"],
                                     "silver": ["Bea Lowe", "Eli Ford"],
                                     "taking part": ["Dan Pike"]}


def test_sampled():
    rng = random.Random(4646)
    first = ["Ada", "Ben", "Cal", "Dee", "Eve", "Fay", "Gil", "Hal", "Ivy", "Jon"]
    last = ["Ash", "Bell", "Cole", "Dent", "Earl"]
    houses = ["Badger", "Hare", "Kestrel", "Otter"]
    for _ in range(300):
        kids = rng.sample([f"{f} {s}" for f in first for s in last], rng.randint(1, 12))
        results = []
        for race in ["Sprint", "Sack race", "Egg and spoon", "Hurdles"][:rng.randint(1, 4)]:
            runners = rng.sample(kids, rng.randint(1, len(kids)))
            for place, kid in enumerate(runners, 1):
                results.append((race, place, kid, rng.choice(houses)))
        rng.shuffle(results)
        got = certificates(results)
        assert got == expected(results)
        assert sum(len(v) for v in got.values()) == len({r[2] for r in results})


def test_rest_unchanged():
    results = parse_results(["# Year 3", "", *LINES])
    assert results[2] == ("Egg and spoon", 3, "Zara Ahmed", "Hare")
    assert len(results) == 10
    assert house_totals(results) == {"Badger": 8, "Hare": 3, "Kestrel": 5, "Otter": 8}
    assert house_totals([]) == {"Badger": 0, "Hare": 0, "Kestrel": 0, "Otter": 0}
    assert race_winners(results) == {"Egg and spoon": ["Maya Clarke"],
                                     "Sack race": ["Tom Reid"], "Sprint": []}
    assert [points(p) for p in (1, 2, 3, 4, 9)] == [5, 3, 2, 1, 1]
    for bad in ["Sprint, first, Ada Bell, Hare", "Sprint, 1, Ada Bell", "Sprint, 1, Ada, Owl",
                "Sprint, 0, Ada Bell, Hare"]:
        with pytest.raises(ValueError):
            parse_results([bad])
