"""Hidden check for crazy_golf_module: minigolf.py with card_total, versus_par, holes_in_one,
leaderboard and group_price as the prompt describes them."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import minigolf as m  # noqa: E402

CARDS = {"Sam": [2, 3, 9, 1, 4], "dan": [2, 2, 3, 1, 7], "Bea": [1, 2, 2, 3, 2],
         "alex": [3, 3, 3, 3, 2]}


def test_prompt_examples():
    assert m.card_total([2, 3, 9, 1, 4]) == 16
    assert m.versus_par([2, 3, 9, 1, 4], [2, 3, 3, 2, 3]) == "+3"
    assert m.versus_par([2, 2, 3], [3, 2, 3]) == "-1"
    assert m.versus_par([3, 2], [3, 2]) == "level"
    assert m.leaderboard(CARDS) == [(1, "Bea", 10), (2, "alex", 14), (2, "dan", 14),
                                    (4, "Sam", 16)]
    assert m.holes_in_one(CARDS) == {"Sam": 1, "dan": 1, "Bea": 1}
    assert m.group_price(2, 3) == 25.0
    assert m.group_price(3, 1) == 26.0
    assert m.group_price(4, 5) == 45.0


def test_card_total():
    assert m.card_total([6, 6, 7, 100]) == 24
    assert m.card_total([1]) == 1
    for bad in [[], [0, 2], [2, -1], [2, 2.5], [2, "3"]]:
        with pytest.raises(ValueError):
            m.card_total(bad)


def test_versus_par():
    assert m.versus_par([9, 9], [2, 2]) == "+8"
    assert m.versus_par([1, 1, 1], [3, 3, 3]) == "-6"
    assert m.versus_par([7], [6]) == "level"
    with pytest.raises(ValueError):
        m.versus_par([2, 3], [2, 3, 3])


def test_holes_in_one():
    assert m.holes_in_one({}) == {}
    assert m.holes_in_one({"a": [2, 3], "b": [1, 1, 4, 1]}) == {"b": 3}


def test_leaderboard():
    assert m.leaderboard({}) == []
    assert m.leaderboard({"b": [3, 3], "A": [2, 4], "c": [9, 9]}) == [
        (1, "A", 6), (1, "b", 6), (3, "c", 12)]
    rng = random.Random(515)
    names = ["Sam", "dan", "Bea", "alex", "Zoe", "kit", "Mo", "ola"]
    for _ in range(300):
        cards = {n: [rng.randint(1, 8) for _ in range(3)]
                 for n in rng.sample(names, rng.randint(1, 8))}
        totals = {n: sum(min(s, 6) for s in c) for n, c in cards.items()}
        order = sorted(totals, key=lambda n: (totals[n], n.lower()))
        want = [(1 + sum(1 for t in totals.values() if t < totals[n]), n, totals[n])
                for n in order]
        assert m.leaderboard(cards) == want, cards


def test_group_price():
    assert m.group_price(2, 2) == 20.0
    assert m.group_price(1, 0) == 7.0
    assert m.group_price(0, 3) == 15.0
    assert m.group_price(2, 1) == 19.0
    assert m.group_price(4, 4) == 40.0
    assert m.group_price(5, 2) == 41.0
    for a in range(0, 9):
        for c in range(0, 9):
            if a + c == 0:
                continue
            want = min(f * 20 + (a - 2 * f) * 7 + (c - 2 * f) * 5
                       for f in range(min(a, c) // 2 + 1))
            assert m.group_price(a, c) == pytest.approx(want), (a, c)
    for bad in [(0, 0), (-1, 2), (2, -1), (1.5, 2)]:
        with pytest.raises(ValueError):
            m.group_price(*bad)
