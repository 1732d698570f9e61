"""Hidden check for reading_streak_edit: longest_streak() counts the most consecutive days with
reading (one day however many entries, 0-page entries left out, any order, 0 for none), and
parse_line and pages_per_book still work."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from reading import longest_streak, pages_per_book, parse_line  # noqa: E402


def d(day, month=3):
    return date(2024, month, day)


def expected(entries):
    days = {day for day, _, pages in entries if pages > 0}
    best = 0
    for day in days:
        if day - timedelta(days=1) not in days:
            n = 1
            while day + timedelta(days=n) in days:
                n += 1
            best = max(best, n)
    return best


def test_prompt_example():
    entries = [(d(1), "Dune", 30), (d(2), "Dune", 25), (d(2), "Emma", 10), (d(3), "Emma", 40),
               (d(5), "Emma", 12), (d(6), "Dune", 50)]
    assert longest_streak(entries) == 3
    zeros = [(d(1), "Dune", 30), (d(2), "Dune", 0), (d(2), "Emma", 0), (d(3), "Emma", 40),
             (d(5), "Emma", 12), (d(6), "Dune", 50)]
    assert longest_streak(zeros) == 2


def test_from_parsed_lines():
    lines = ["2024-03-06, Dune, 50", "2024-03-02, Emma, 10", "2024-03-01, Dune, 30",
             "2024-03-05, Emma, 12", "2024-03-03, Emma, 40", "2024-03-02, Dune, 25"]
    assert longest_streak([parse_line(line) for line in lines]) == 3


def test_edges():
    assert longest_streak([]) == 0
    assert longest_streak([(d(4), "Dune", 0)]) == 0
    assert longest_streak([(d(4), "Dune", 0), (d(5), "Dune", 0)]) == 0
    assert longest_streak([(d(4), "Dune", 1)]) == 1
    assert longest_streak([(d(4), "Dune", 5), (d(4), "Emma", 5), (d(4), "Dune", 5)]) == 1
    assert longest_streak([(d(4), "Dune", 5), (d(6), "Dune", 5)]) == 1
    # the 2nd had one entry with pages and one without: it still counts
    assert longest_streak([(d(1), "A", 3), (d(2), "A", 0), (d(2), "B", 4), (d(3), "A", 1)]) == 3
    # any order, across a month end and a leap day
    entries = [(d(1), "A", 3), (date(2024, 2, 28), "A", 3), (d(2), "A", 3),
               (date(2024, 2, 29), "A", 3), (date(2024, 2, 27), "B", 9)]
    assert longest_streak(entries) == 5
    # the longest run comes first
    entries = [(d(10), "A", 1), (d(11), "A", 1), (d(12), "A", 1), (d(20), "A", 1),
               (d(21), "A", 1)]
    assert longest_streak(entries) == 3
    assert longest_streak(list(reversed(entries))) == 3


def test_sampled():
    rng = random.Random(3939)
    start = date(2023, 12, 1)
    for _ in range(1000):
        entries = [(start + timedelta(days=rng.randint(0, 60)), rng.choice(["A", "B", "C"]),
                    rng.choice([0, 0, 5, 12, 30])) for _ in range(rng.randint(0, 50))]
        before = list(entries)
        assert longest_streak(entries) == expected(entries), entries
        assert entries == before


def test_rest_unchanged():
    assert parse_line("2024-03-02, Dune, 40") == (date(2024, 3, 2), "Dune", 40)
    assert parse_line(" 2024-03-02 ,  The Hobbit , 0\n") == (date(2024, 3, 2), "The Hobbit", 0)
    for bad in ["2024-03-02, Dune", "2024-03-02, Dune, 4, 5", "02/03/2024, Dune, 4",
                "2024-03-02, Dune, -4", "2024-03-02, Dune, ten", "2024-03-02, , 4"]:
        with pytest.raises(ValueError):
            parse_line(bad)
    entries = [(d(1), "Dune", 30), (d(2), "Emma", 10), (d(3), "Dune", 5)]
    assert pages_per_book(entries) == {"Dune": 35, "Emma": 10}
    assert pages_per_book([]) == {}
