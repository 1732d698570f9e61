"""Hidden check for conkers_module: conkers.py with parse_entry, after_win, nickname, pairings
and play_round as the prompt describes them, examples and error rules."""

import copy
import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import conkers  # noqa: E402

WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]


def test_prompt_examples():
    assert conkers.parse_entry("Ted Brown, 3") == ("Ted Brown", 3)
    assert conkers.parse_entry("Amy") == ("Amy", 0)
    assert conkers.after_win(2, 3) == 6
    assert conkers.nickname(6) == "six-er"
    assert conkers.nickname(14) == "14-er"
    assert conkers.pairings(["Ted", "Amy", "Priya", "Sam", "Joe"]) == (
        [("Ted", "Amy"), ("Priya", "Sam")], "Joe")
    assert conkers.play_round({"Ted": 3, "Amy": 0, "Priya": 2, "Sam": 5, "Joe": 1},
                              [("Amy", "Ted"), ("Sam", "Priya")]) == {
        "Amy": 4, "Sam": 8, "Joe": 1}


def test_parse_entry_more():
    assert conkers.parse_entry("  Priya Shah ,12 ") == ("Priya Shah", 12)
    assert conkers.parse_entry("Joe,0") == ("Joe", 0)
    assert conkers.parse_entry("  Old Bill  ") == ("Old Bill", 0)
    assert conkers.parse_entry("Mrs O'Neill, 101") == ("Mrs O'Neill", 101)
    got = conkers.parse_entry("Sam, 7")
    assert isinstance(got, tuple) and isinstance(got[1], int)


@pytest.mark.parametrize("bad", ["", "   ", ", 4", "Bob, -1", "Bob, two", "Bob, 2.5",
                                 "Bob, 1, 2"])
def test_parse_entry_errors(bad):
    with pytest.raises(ValueError):
        conkers.parse_entry(bad)


def test_after_win():
    assert conkers.after_win(0, 0) == 1
    assert conkers.after_win(5, 0) == 6
    assert conkers.after_win(0, 5) == 6
    assert conkers.after_win(10, 20) == 31
    for bad in [(-1, 2), (2, -1), (1.5, 2), (2, "3"), (None, 1)]:
        with pytest.raises(ValueError):
            conkers.after_win(*bad)


def test_nickname():
    assert conkers.nickname(0) == "new conker"
    assert [conkers.nickname(n) for n in range(1, 11)] == [w + "-er" for w in WORDS]
    assert conkers.nickname(11) == "11-er"
    assert conkers.nickname(250) == "250-er"
    for bad in [-1, 2.0, "3", None]:
        with pytest.raises(ValueError):
            conkers.nickname(bad)


def test_pairings():
    assert conkers.pairings([]) == ([], None)
    assert conkers.pairings(["Ted"]) == ([], "Ted")
    assert conkers.pairings(["Ted", "Amy"]) == ([("Ted", "Amy")], None)
    assert conkers.pairings(["a", "b", "c", "d"]) == ([("a", "b"), ("c", "d")], None)
    names = [f"P{i}" for i in range(9)]
    assert conkers.pairings(names) == ([(f"P{i}", f"P{i + 1}") for i in range(0, 8, 2)], "P8")
    for bad in [["Ted", "Amy", "ted"], ["Ted", " Ted "], ["Amy", "Sam", "AMY", "Joe"]]:
        with pytest.raises(ValueError):
            conkers.pairings(bad)


def test_play_round():
    scores = {"Ted": 3, "Amy": 0, "Priya": 2, "Sam": 5, "Joe": 1}
    before = copy.deepcopy(scores)
    assert conkers.play_round(scores, [("Ted", "Amy"), ("Priya", "Sam")]) == {
        "Ted": 4, "Priya": 8, "Joe": 1}
    assert scores == before
    assert conkers.play_round(scores, []) == scores
    assert conkers.play_round({"A": 0, "B": 0}, [("B", "A")]) == {"B": 1}
    assert scores == before


@pytest.mark.parametrize("results", [
    [("Ted", "Zed")], [("Zed", "Ted")], [("Ted", "Amy"), ("Ted", "Sam")],
    [("Ted", "Amy"), ("Sam", "Amy")], [("Ted", "Ted")], [("Ted", "Amy"), ("Amy", "Sam")]])
def test_play_round_errors(results):
    with pytest.raises(ValueError):
        conkers.play_round({"Ted": 3, "Amy": 0, "Sam": 5}, results)


def test_tournament_sampled():
    rng = random.Random(6161)
    for _ in range(100):
        n = rng.randint(2, 17)
        scores = {f"kid{i}": rng.randint(0, 20) for i in range(n)}
        while len(scores) > 1:
            pairs, bye = conkers.pairings(list(scores))
            assert len(pairs) == len(scores) // 2
            assert (bye is None) == (len(scores) % 2 == 0)
            results = [(a, b) if rng.random() < 0.5 else (b, a) for a, b in pairs]
            want = {k: v for k, v in scores.items()}
            for w, l in results:
                want[w] = scores[w] + scores[l] + 1
                del want[l]
            got = conkers.play_round(scores, results)
            assert got == want
            scores = got
