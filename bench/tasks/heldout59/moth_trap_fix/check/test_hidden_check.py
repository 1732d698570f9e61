"""Hidden check for moth_trap_fix: species names that differ only in capitals are one species
(shown as first written, in the order first seen) in species_totals, species_count and
top_species; everything else in moths.py unchanged."""

import os
import random
import sys
from datetime import date

import pytest

sys.path.insert(0, os.getcwd())
from moths import (average_per_night, nights, parse_line, read_log,  # noqa: E402
                   species_count, species_totals, top_species, total_moths)

LOG = """2024-07-13, Large Yellow Underwing, 9
2024-07-13, Heart and Dart, 7
2024-07-13, Elephant Hawk-moth, 2
2024-07-14, large yellow underwing, 6
2024-07-14, Heart and dart, 8
2024-07-14, Buff Ermine, 3
2024-07-15, Elephant Hawk-moth, 1
2024-07-15, heart and dart, 4
""".splitlines()


def test_reported_cases():
    records = read_log(LOG)
    got = species_totals(records)
    assert got == {"Large Yellow Underwing": 15, "Heart and Dart": 19,
                   "Elephant Hawk-moth": 3, "Buff Ermine": 3}
    assert list(got) == ["Large Yellow Underwing", "Heart and Dart", "Elephant Hawk-moth",
                         "Buff Ermine"]
    assert species_count(records) == 4
    assert top_species(records) == [("Heart and Dart", 19), ("Large Yellow Underwing", 15),
                                    ("Buff Ermine", 3)]


def test_more_cases():
    records = read_log(["2024-08-01, buff ermine, 2", "2024-08-01, Buff Ermine, 5",
                        "2024-08-02, BUFF ERMINE, 1", "2024-08-02, Ghost Moth, 8",
                        "2024-08-03, ghost  moth, 1"])
    assert species_totals(records) == {"buff ermine": 8, "Ghost Moth": 9}
    assert species_count(records) == 2
    assert top_species(records, 1) == [("Ghost Moth", 9)]
    assert top_species(records, 5) == [("Ghost Moth", 9), ("buff ermine", 8)]
    assert species_totals([]) == {}
    assert species_count([]) == 0
    assert top_species([]) == []


def test_ties_alphabetical():
    records = read_log(["2024-06-01, Swallow Prominent, 4", "2024-06-01, angle shades, 4",
                        "2024-06-02, Angle Shades, 2", "2024-06-02, Brimstone Moth, 6",
                        "2024-06-03, swallow prominent, 2"])
    assert top_species(records, 3) == [("angle shades", 6), ("Brimstone Moth", 6),
                                       ("Swallow Prominent", 6)]


NAMES = ["Large Yellow Underwing", "Heart and Dart", "Elephant Hawk-moth", "Buff Ermine",
         "Ghost Moth", "Angle Shades", "Brimstone Moth"]


def spelled(rng, name):
    return rng.choice([name, name.lower(), name.upper(), name.title(), name.capitalize()])


def test_sampled():
    rng = random.Random(5959)
    for _ in range(300):
        lines = []
        for _ in range(rng.randint(0, 25)):
            day = date(2024, rng.randint(5, 9), rng.randint(1, 28))
            lines.append(f"{day.isoformat()}, {spelled(rng, rng.choice(NAMES))}, "
                         f"{rng.randint(1, 30)}")
        records = read_log(lines)
        want, shown = {}, {}
        for _, name, count in records:
            shown.setdefault(name.lower(), name)
            want[shown[name.lower()]] = want.get(shown[name.lower()], 0) + count
        got = species_totals(records)
        assert got == want
        assert list(got) == list(want)
        assert species_count(records) == len(want)
        ranked = sorted(want.items(), key=lambda kv: (-kv[1], kv[0].lower()))
        assert top_species(records) == ranked[:3]
        assert top_species(records, 10) == ranked[:10]
        assert total_moths(records) == sum(want.values())


def test_rest_unchanged():
    assert parse_line("2024-07-14, Large Yellow Underwing, 12") == (
        date(2024, 7, 14), "Large Yellow Underwing", 12)
    assert parse_line(" 2024-07-14 ,  Heart   and Dart , 3 ") == (
        date(2024, 7, 14), "Heart and Dart", 3)
    for bad in ["2024-07-14, Ghost Moth", "2024-07-14, , 3", "2024-07-14, Ghost Moth, 0",
                "2024-07-14, Ghost Moth, two", "14/07/2024, Ghost Moth, 2",
                "2024-07-14, Ghost Moth, 2, extra"]:
        with pytest.raises(ValueError):
            parse_line(bad)
    records = read_log(["# July", "", "2024-07-15, Ghost Moth, 2", "   ",
                        "2024-07-13, Buff Ermine, 4", "2024-07-15, Buff Ermine, 1"])
    assert len(records) == 3
    assert nights(records) == [date(2024, 7, 13), date(2024, 7, 15)]
    assert total_moths(records) == 7
    assert average_per_night(records) == 3.5
    assert average_per_night(read_log(LOG)) == 13.3
    assert average_per_night([]) == 0.0
    with pytest.raises(ValueError):
        top_species(records, 0)
