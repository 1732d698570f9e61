"""Hidden check for pub_quiz_module: quiz.py with mark_round, team_total, standings, tiebreak
and prize_pot as the prompt describes them, examples and error rules."""

import math
import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import quiz  # noqa: E402

KEY = ["paris", "Everest/Mount Everest", "1966", "Nile", "Amazon"]


def money_ok(got, pence):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(Fraction(got) - Fraction(pence, 100)) < Fraction(1, 10**6), (got, pence)
    assert abs(round(got, 2) - got) < 1e-9, got


def test_prompt_examples():
    assert quiz.mark_round(["Paris", " mount everest", "1966", "", "Danube"], KEY) == 3
    assert quiz.team_total([8, 6, 9, 7], joker=2) == 36
    assert quiz.team_total([8, 6, 9, 7]) == 30
    assert quiz.standings({"Quizzly Bears": 41, "the Brainy Bunch": 38, "Agatha Quiztie": 38,
                           "Les Quizerables": 35}) == [
        (1, "Quizzly Bears", 41), (2, "Agatha Quiztie", 38), (2, "the Brainy Bunch", 38),
        (4, "Les Quizerables", 35)]
    assert quiz.tiebreak({"Quizzly Bears": 1200, "Agatha Quiztie": 1350,
                          "Les Quizerables": 1000}, 1271) == ["Quizzly Bears"]
    assert quiz.tiebreak({"Quizzly Bears": 1200, "Agatha Quiztie": 1350}, 1275) == [
        "Agatha Quiztie", "Quizzly Bears"]
    assert quiz.prize_pot([4, 6, 5, 3]) == {"teams": 4, "players": 18, "takings": 36,
                                            "prize": 18, "kitty": 18}
    assert quiz.prize_pot([4, 6, 5], fee=1.5) == {"teams": 3, "players": 15, "takings": 22.5,
                                                  "prize": 11, "kitty": 11.5}


def test_mark_round_more():
    assert quiz.mark_round(["PARIS", "Everest", "1966 ", "nile", "amazon"], KEY) == 5
    assert quiz.mark_round(["", "", "", "", ""], KEY) == 0
    assert quiz.mark_round(["  ", "Mount", "1967", "Nile river", "Amazon"], KEY) == 1
    assert quiz.mark_round(["Mount Everest", "Everest", "x", "y", "z"], KEY) == 1
    assert quiz.mark_round([], []) == 0
    assert quiz.mark_round(["Blue", "red"], ["blue/navy", "Red/Crimson/Scarlet"]) == 2
    assert quiz.mark_round(["navy", "SCARLET "], ["blue/navy", "Red/Crimson/Scarlet"]) == 2
    assert quiz.mark_round(["blue/navy"], ["blue"]) == 0
    assert isinstance(quiz.mark_round(["Paris"], ["Paris"]), int)


def test_mark_round_lengths():
    with pytest.raises(ValueError):
        quiz.mark_round(["Paris"], KEY)
    with pytest.raises(ValueError):
        quiz.mark_round(["a", "b", "c", "d", "e", "f"], KEY)
    with pytest.raises(ValueError):
        quiz.mark_round([], ["x"])


def test_team_total_more():
    assert quiz.team_total([8, 6, 9, 7], joker=1) == 38
    assert quiz.team_total([8, 6, 9, 7], joker=4) == 37
    assert quiz.team_total([8, 6, 9, 7], 3) == 39
    assert quiz.team_total([0, 10], joker=1) == 10
    assert quiz.team_total([5]) == 5
    assert quiz.team_total([5], joker=1) == 10
    assert quiz.team_total([]) == 0
    rng = random.Random(34)
    for _ in range(500):
        scores = [rng.randint(0, 10) for _ in range(rng.randint(1, 8))]
        joker = rng.choice([None] + list(range(1, len(scores) + 1)))
        want = sum(scores) + (scores[joker - 1] if joker else 0)
        assert quiz.team_total(scores, joker) == want, (scores, joker)


def test_team_total_errors():
    for bad in [[8, -1, 9], [8, 6.5], [8, "6"]]:
        with pytest.raises(ValueError):
            quiz.team_total(bad)
    for joker in [0, 5, -1, 2.5]:
        with pytest.raises(ValueError):
            quiz.team_total([8, 6, 9, 7], joker=joker)
    with pytest.raises(ValueError):
        quiz.team_total([], joker=1)


def expected_standings(totals):
    ordered = sorted(totals.items(), key=lambda item: (-item[1], item[0].lower()))
    return [(1 + sum(1 for p in totals.values() if p > points), team, points)
            for team, points in ordered]


def test_standings_more():
    assert quiz.standings({}) == []
    assert quiz.standings({"Solo": 12}) == [(1, "Solo", 12)]
    assert quiz.standings({"b": 10, "A": 10, "c": 10}) == [(1, "A", 10), (1, "b", 10),
                                                           (1, "c", 10)]
    assert quiz.standings({"zeds": 30, "Alphas": 20, "mids": 25, "betas": 20, "Last": 5}) == [
        (1, "zeds", 30), (2, "mids", 25), (3, "Alphas", 20), (3, "betas", 20), (5, "Last", 5)]
    assert quiz.standings({"x": 40, "y": 40, "z": 39}) == [(1, "x", 40), (1, "y", 40),
                                                           (3, "z", 39)]
    rng = random.Random(3434)
    names = ["Agatha Quiztie", "the Brainy Bunch", "Les Quizerables", "quiz team aguilera",
             "Quizzly Bears", "Universally Challenged", "norfolk enchants", "Tequila Mockingbird"]
    for _ in range(500):
        totals = {n: rng.randint(20, 30) for n in rng.sample(names, rng.randint(1, 8))}
        assert quiz.standings(totals) == expected_standings(totals), totals


def test_tiebreak_more():
    assert quiz.tiebreak({"a": 10}, 99) == ["a"]
    assert quiz.tiebreak({"low": 90, "high": 110, "far": 50}, 100) == ["high", "low"]
    assert quiz.tiebreak({"Over": 101, "under": 98}, 100) == ["Over"]
    assert quiz.tiebreak({"b": 7, "C": 3, "a": 7}, 5) == ["a", "b", "C"]
    assert quiz.tiebreak({"spot on": 1271, "close": 1270}, 1271) == ["spot on"]
    assert quiz.tiebreak({"x": 2.5, "y": 3.1}, 3) == ["y"]
    rng = random.Random(343)
    for _ in range(500):
        guesses = {f"team {i}": rng.randint(0, 40) for i in range(rng.randint(1, 8))}
        answer = rng.randint(0, 40)
        best = min(abs(g - answer) for g in guesses.values())
        want = sorted(t for t, g in guesses.items() if abs(g - answer) == best)
        assert quiz.tiebreak(guesses, answer) == want, (guesses, answer)
    with pytest.raises(ValueError):
        quiz.tiebreak({}, 100)


def test_prize_pot_more():
    assert quiz.prize_pot([1]) == {"teams": 1, "players": 1, "takings": 2, "prize": 1,
                                   "kitty": 1}
    assert quiz.prize_pot([6, 6, 6]) == {"teams": 3, "players": 18, "takings": 36,
                                         "prize": 18, "kitty": 18}
    got = quiz.prize_pot([3, 4], fee=2.5)
    assert got["teams"] == 2 and got["players"] == 7 and got["prize"] == 8
    money_ok(got["takings"], 1750)
    money_ok(got["kitty"], 950)
    got = quiz.prize_pot([5, 6], fee=3)
    assert got == {"teams": 2, "players": 11, "takings": 33, "prize": 16, "kitty": 17}
    rng = random.Random(34343)
    for _ in range(500):
        sizes = [rng.randint(1, 6) for _ in range(rng.randint(1, 15))]
        fee_p = rng.choice([50, 100, 110, 150, 200, 250, 300, 500])
        got = quiz.prize_pot(sizes, fee_p / 100)
        players = sum(sizes)
        takings = players * fee_p
        prize = takings // 200
        assert got["teams"] == len(sizes) and got["players"] == players
        assert got["prize"] == prize and float(got["prize"]).is_integer()
        money_ok(got["takings"], takings)
        money_ok(got["kitty"], takings - prize * 100)


def test_prize_pot_errors():
    for bad in [[], [0], [4, 7], [4, -1], [4, 2.5]]:
        with pytest.raises(ValueError):
            quiz.prize_pot(bad)
    for fee in [0, -2]:
        with pytest.raises(ValueError):
            quiz.prize_pot([4, 5], fee=fee)
