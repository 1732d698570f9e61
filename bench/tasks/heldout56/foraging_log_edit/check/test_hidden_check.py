"""Hidden check for foraging_log_edit: best_spots ranks the places for one species (capitals
ignored) by total grams then name, counts different dates, keeps at most top, checks top; the
rest of foraging.py still works."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from foraging import Find, best_spots, in_month, parse_log, totals  # noqa: E402

LOG = """2024-09-14 | Penny bun | Ashdown Forest | 340
2024-09-14 | Chanterelle | Ashdown Forest | 120
2024-09-21 | penny bun | Friston Forest | 210
2024-09-28 | Penny Bun | Ashdown Forest | 150
2024-10-05 | Penny bun | Friston Forest | 280
2024-10-05 | Penny bun | Friston Forest | 60
2024-10-12 | Penny bun | abbot's wood | 550
2024-10-12 | Hedgehog | abbot's wood | 200
2024-10-19 | Penny bun | Ditchling Common | 90""".splitlines()


def expected(finds, species, top):
    grams, days = {}, {}
    for f in finds:
        if f.species.lower() == species.lower():
            grams[f.place] = grams.get(f.place, 0) + f.grams
            days.setdefault(f.place, set()).add(f.day)
    ranked = sorted(grams, key=lambda p: (-grams[p], p.lower()))
    return [(p, grams[p], len(days[p])) for p in ranked[:top]]


def test_prompt_examples():
    finds = parse_log(LOG)
    assert best_spots(finds, "penny bun") == [("abbot's wood", 550, 1),
                                              ("Friston Forest", 550, 2),
                                              ("Ashdown Forest", 490, 2)]
    assert best_spots(finds, "penny bun", top=5) == [("abbot's wood", 550, 1),
                                                     ("Friston Forest", 550, 2),
                                                     ("Ashdown Forest", 490, 2),
                                                     ("Ditchling Common", 90, 1)]
    assert best_spots(finds, "chanterelle") == [("Ashdown Forest", 120, 1)]
    assert best_spots(finds, "morel") == []


def test_more_cases():
    finds = parse_log(LOG)
    assert best_spots(finds, "PENNY BUN", 1) == [("abbot's wood", 550, 1)]
    assert best_spots(finds, "Penny Bun", 2) == [("abbot's wood", 550, 1),
                                                 ("Friston Forest", 550, 2)]
    assert best_spots(finds, "hedgehog", 4) == [("abbot's wood", 200, 1)]
    assert best_spots([], "penny bun") == []
    some = [Find(date(2024, 8, 1), "Chicken of the woods", "Old Oak", 900),
            Find(date(2024, 8, 2), "chicken of the woods", "Old Oak", 100),
            Find(date(2024, 8, 2), "Chicken Of The Woods", "old oak", 50),
            Find(date(2024, 8, 9), "Chicken of the woods", "Beech Lane", 1000),
            Find(date(2024, 8, 9), "Chicken of the woods", "apple Row", 1000),
            Find(date(2024, 9, 9), "Chicken of the woods", "Zed Copse", 999)]
    assert best_spots(some, "chicken of the woods", 10) == [
        ("apple Row", 1000, 1), ("Beech Lane", 1000, 1), ("Old Oak", 1000, 2),
        ("Zed Copse", 999, 1), ("old oak", 50, 1)]
    # the same place on the same day twice is one day; three different days, three
    same = [Find(date(2024, 9, d), "Blewit", "Park", 10) for d in (1, 1, 2, 5, 5, 5)]
    assert best_spots(same, "blewit") == [("Park", 60, 3)]


def test_top_errors():
    finds = parse_log(LOG)
    for bad in [0, -1, 2.5, "3", None]:
        with pytest.raises(ValueError):
            best_spots(finds, "penny bun", bad)
    with pytest.raises(ValueError):
        best_spots([], "penny bun", 0)


def test_input_not_changed():
    finds = parse_log(LOG)
    before = list(finds)
    best_spots(finds, "penny bun", 10)
    assert finds == before


def test_sampled():
    rng = random.Random(5656)
    species = ["Penny bun", "penny bun", "Chanterelle", "Blewit", "HEDGEHOG", "hedgehog"]
    places = ["Ashdown Forest", "Friston Forest", "abbot's wood", "Ditchling Common", "Park",
              "the Downs"]
    for _ in range(600):
        finds = [Find(date(2024, 8, 1) + timedelta(days=rng.randint(0, 60)),
                      rng.choice(species), rng.choice(places), rng.choice([50, 100, 150, 200]))
                 for _ in range(rng.randint(0, 25))]
        want_species = rng.choice(["penny bun", "Penny Bun", "hedgehog", "blewit", "morel"])
        top = rng.randint(1, 7)
        assert best_spots(finds, want_species, top) == expected(finds, want_species, top)


def test_rest_unchanged():
    finds = parse_log(LOG + ["", "# October", "  2024-11-02|Blewit|  Park  |75  "])
    assert len(finds) == 10
    assert finds[0] == Find(date(2024, 9, 14), "Penny bun", "Ashdown Forest", 340)
    assert finds[-1] == Find(date(2024, 11, 2), "Blewit", "Park", 75)
    for bad in ["2024-09-14 | Penny bun | Ashdown Forest",
                "2024-09-14 | Penny bun | Ashdown Forest | 340 | wet",
                "14/09/2024 | Penny bun | Ashdown Forest | 340",
                "2024-09-14 |  | Ashdown Forest | 340",
                "2024-09-14 | Penny bun |  | 340",
                "2024-09-14 | Penny bun | Ashdown Forest | 0",
                "2024-09-14 | Penny bun | Ashdown Forest | 3.5"]:
        with pytest.raises(ValueError):
            parse_log([bad])
    got = totals(parse_log(LOG))
    assert got == {"penny bun": 1680, "hedgehog": 200, "chanterelle": 120}
    assert list(got) == ["penny bun", "hedgehog", "chanterelle"]
    assert [f.grams for f in in_month(finds, 10)] == [280, 60, 550, 200, 90]
    assert in_month(finds, 3) == []
    for bad in [0, 13]:
        with pytest.raises(ValueError):
            in_month(finds, bad)
