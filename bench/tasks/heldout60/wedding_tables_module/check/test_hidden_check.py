"""Hidden check for wedding_tables_module: wedding.py with tables_needed, seat_parties (first
table with room, in order), meal_counts and catering_cost as the prompt describes them,
examples and error rules."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import wedding  # noqa: E402

PARTIES = [("Smiths", 4), ("Patels", 5), ("Grans", 2), ("Uni friends", 6), ("Joneses", 3)]


def first_fit(parties, seats):
    tables, free = [], []
    for name, size in parties:
        for i, room in enumerate(free):
            if room >= size:
                tables[i].append(name)
                free[i] -= size
                break
        else:
            tables.append([name])
            free.append(seats - size)
    return tables


def money_near(got, exact):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(Fraction(got) - exact) <= Fraction(1, 200) + Fraction(1, 10**9), (got, exact)
    assert abs(round(got, 2) - got) < 1e-9, got


def test_prompt_examples():
    assert wedding.tables_needed(86) == 11
    assert wedding.tables_needed(86, seats=10) == 9
    assert wedding.tables_needed(0) == 0
    assert wedding.seat_parties(PARTIES) == [["Smiths", "Grans"], ["Patels", "Joneses"],
                                             ["Uni friends"]]
    assert wedding.seat_parties(PARTIES, seats=10) == [["Smiths", "Patels"],
                                                       ["Grans", "Uni friends"], ["Joneses"]]
    assert wedding.meal_counts(["Beef", "salmon ", "VEGGIE", "beef"]) == {
        "beef": 2, "salmon": 1, "veggie": 1}
    assert wedding.catering_cost(80, 12) == 5321.25
    assert wedding.catering_cost(2) == 123.75


def test_tables_needed():
    assert wedding.tables_needed(8) == 1
    assert wedding.tables_needed(9) == 2
    assert wedding.tables_needed(1) == 1
    assert wedding.tables_needed(24, 12) == 2
    assert wedding.tables_needed(25, seats=12) == 3
    assert wedding.tables_needed(3, 2) == 2
    for n in range(0, 150):
        for seats in (2, 5, 8, 12):
            assert wedding.tables_needed(n, seats) == math.ceil(n / seats)


def test_tables_needed_errors():
    for guests in [-1, 2.5]:
        with pytest.raises(ValueError):
            wedding.tables_needed(guests)
    for seats in [1, 0, 13, -8, 7.5]:
        with pytest.raises(ValueError):
            wedding.tables_needed(40, seats)


def test_seat_parties():
    assert wedding.seat_parties([]) == []
    assert wedding.seat_parties([("Bride's parents", 8)]) == [["Bride's parents"]]
    assert wedding.seat_parties([("A", 3), ("B", 3), ("C", 2), ("D", 1)], seats=4) == [
        ["A", "D"], ["B"], ["C"]]
    assert wedding.seat_parties([("A", 6), ("B", 6), ("C", 2), ("D", 2), ("E", 1)]) == [
        ["A", "C"], ["B", "D"], ["E"]]
    assert wedding.seat_parties([("A", 1)] * 3, 2) == [["A", "A"], ["A"]]
    rng = random.Random(60)
    for _ in range(400):
        seats = rng.randint(2, 12)
        parties = [(f"P{i}", rng.randint(1, seats)) for i in range(rng.randint(0, 15))]
        assert wedding.seat_parties(parties, seats) == first_fit(parties, seats), (parties, seats)


def test_seat_parties_errors():
    for bad in [[("Big family", 9)], [("A", 2), ("B", 0)], [("A", -1)], [("A", 1.5)]]:
        with pytest.raises(ValueError):
            wedding.seat_parties(bad)
    with pytest.raises(ValueError):
        wedding.seat_parties([("A", 5)], seats=4)
    for seats in [1, 13, 0]:
        with pytest.raises(ValueError):
            wedding.seat_parties([("A", 1)], seats=seats)
    assert wedding.seat_parties([("A", 12)], seats=12) == [["A"]]


def test_meal_counts():
    assert wedding.meal_counts([]) == {"beef": 0, "salmon": 0, "veggie": 0}
    got = wedding.meal_counts(["veggie"])
    assert got == {"beef": 0, "salmon": 0, "veggie": 1}
    assert list(got) == ["beef", "salmon", "veggie"]
    assert list(wedding.meal_counts(["Veggie", "Salmon"])) == ["beef", "salmon", "veggie"]
    assert wedding.meal_counts(["  SALMON", "Salmon", "veggie\n", "BeEf"]) == {
        "beef": 1, "salmon": 2, "veggie": 1}
    for bad in [["beef", "chicken"], [""], ["vegetarian"], ["salmon beef"]]:
        with pytest.raises(ValueError):
            wedding.meal_counts(bad)


def test_catering_cost():
    assert wedding.catering_cost(1, per_head=40) == 45.0
    assert wedding.catering_cost(10, per_head=40) == 450.0
    assert wedding.catering_cost(10, 4, per_head=40) == 540.0
    assert wedding.catering_cost(100, 0, 60.0) == 6750.0
    rng = random.Random(606)
    for _ in range(500):
        adults, children = rng.randint(1, 150), rng.randint(0, 30)
        pence = rng.randint(1000, 9000)
        exact = (adults + Fraction(children, 2)) * Fraction(pence, 100) * Fraction(9, 8)
        money_near(wedding.catering_cost(adults, children, pence / 100), exact)


def test_catering_cost_errors():
    for args in [(0,), (-3,), (2.5,), (10, -1), (10, 1.5), (10, 0, 0), (10, 0, -55.0)]:
        with pytest.raises(ValueError):
            wedding.catering_cost(*args)
