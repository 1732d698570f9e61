"""Hidden check for fantasy_football_module: fantasy.py with player_points, team_score and
mini_league as the prompt describes them, examples and error rules."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import fantasy  # noqa: E402

GOAL = {"GK": 6, "DEF": 6, "MID": 5, "FWD": 4}
SHEET = {"GK": 4, "DEF": 4, "MID": 1, "FWD": 0}
POINTS = {"Okafor": 11, "Lindqvist": 5, "Barros": 9, "Hughes": 1}


def expected_points(pos, minutes, goals, assists, sheet, yellows, red):
    if minutes == 0:
        return 0
    p = (2 if minutes >= 60 else 1) + goals * GOAL[pos] + assists * 3 - yellows
    if sheet and minutes >= 60:
        p += SHEET[pos]
    return p - (3 if red else 0)


def test_prompt_examples():
    assert fantasy.player_points("MID", 90, goals=1, assists=1, clean_sheet=True) == 11
    assert fantasy.player_points("DEF", 75, clean_sheet=True, yellow_cards=1) == 5
    assert fantasy.player_points("FWD", 20, goals=2) == 9
    assert fantasy.player_points("GK", 45, clean_sheet=True) == 1
    assert fantasy.player_points("DEF", 90, red_card=True) == -1
    assert fantasy.team_score(dict(POINTS), "Okafor") == 37
    assert fantasy.team_score(dict(POINTS), "Barros", transfers=3) == 27
    assert fantasy.mini_league({"Dad": [54, 61, 40], "Mum": [70, 45, 40],
                                "Jess": [48, 52, 50]}) == [("Mum", 155), ("Dad", 155),
                                                           ("Jess", 150)]


def test_player_points_more():
    pp = fantasy.player_points
    assert pp("FWD", 0) == 0
    assert pp("MID", 0, goals=2, assists=1, clean_sheet=True, yellow_cards=1,
              red_card=True) == 0
    assert pp("GK", 1) == 1
    assert pp("GK", 59) == 1
    assert pp("GK", 60) == 2
    assert pp("GK", 90) == 2
    assert pp("GK", 59, clean_sheet=True) == 1
    assert pp("GK", 60, clean_sheet=True) == 6
    assert pp("DEF", 60, goals=1) == 8
    assert pp("GK", 90, goals=1) == 8
    assert pp("MID", 30, goals=2) == 11
    assert pp("FWD", 90, goals=3, clean_sheet=True) == 14
    assert pp("MID", 90, clean_sheet=True) == 3
    assert pp("FWD", 10, assists=2) == 7
    assert pp("MID", 90, yellow_cards=2) == 0
    assert pp("FWD", 10, yellow_cards=1, red_card=True) == -3
    assert pp("DEF", 90, 1, 1, True, 1, True) == 11
    assert isinstance(pp("MID", 90, goals=1), int)


def test_player_points_sampled():
    rng = random.Random(5252)
    for _ in range(3000):
        args = (rng.choice(list(GOAL)), rng.choice([0, 1, 30, 59, 60, 61, 89, 90]),
                rng.randint(0, 3), rng.randint(0, 3), rng.random() < 0.5, rng.randint(0, 2),
                rng.random() < 0.2)
        assert fantasy.player_points(*args) == expected_points(*args), args


def test_player_points_errors():
    pp = fantasy.player_points
    for bad in [("ST", 90), ("GOALIE", 90), ("", 90), ("MID", -1), ("MID", 91), ("MID", 45.5),
                ("MID", 90, -1), ("MID", 90, 1.5), ("MID", 90, 0, -2), ("MID", 90, 0, 0.5),
                ("MID", 90, 0, 0, False, -1), ("MID", 90, 0, 0, False, 1.5)]:
        with pytest.raises(ValueError):
            pp(*bad)


def test_team_score_more():
    assert fantasy.team_score({"A": 4}, "A") == 8
    assert fantasy.team_score({"A": 4, "B": -1}, "B") == 2
    assert fantasy.team_score(dict(POINTS), "Hughes", transfers=1) == 27
    assert fantasy.team_score(dict(POINTS), "Hughes", transfers=2) == 23
    assert fantasy.team_score(dict(POINTS), "Hughes", transfers=2, free_transfers=2) == 27
    assert fantasy.team_score(dict(POINTS), "Hughes", 4, 2) == 19
    assert fantasy.team_score(dict(POINTS), "Hughes", transfers=1, free_transfers=0) == 23
    assert fantasy.team_score(dict(POINTS), "Hughes", transfers=0, free_transfers=3) == 27
    before = dict(POINTS)
    fantasy.team_score(before, "Okafor", 2)
    assert before == POINTS


def test_team_score_errors():
    for args, kwargs in [((dict(POINTS), "Smith"), {}), (({}, "Okafor"), {}),
                         ((dict(POINTS), "Okafor"), {"transfers": -1}),
                         ((dict(POINTS), "Okafor"), {"transfers": 1.5}),
                         ((dict(POINTS), "Okafor"), {"free_transfers": -1}),
                         ((dict(POINTS), "Okafor"), {"free_transfers": 0.5})]:
        with pytest.raises(ValueError):
            fantasy.team_score(*args, **kwargs)


def test_mini_league_more():
    assert fantasy.mini_league({}) == []
    assert fantasy.mini_league({"Solo": [40]}) == [("Solo", 40)]
    assert fantasy.mini_league({"b": [50, 50], "A": [60, 40], "c": [50, 50]}) == [
        ("A", 100), ("b", 100), ("c", 100)]
    assert fantasy.mini_league({"Gran": [30, 80], "Dad": [100, 20], "Jess": [99]}) == [
        ("Dad", 120), ("Gran", 110), ("Jess", 99)]
    assert fantasy.mini_league({"x": [-5, 10], "y": [2]}) == [("x", 5), ("y", 2)]
    rng = random.Random(52)
    names = ["Dad", "mum", "Jess", "gran", "Uncle Ray", "Zoe", "aunt Pat"]
    for _ in range(1000):
        scores = {n: [rng.randint(30, 40) for _ in range(rng.randint(1, 3))]
                  for n in rng.sample(names, rng.randint(1, 7))}
        want = [(n, sum(w)) for n, w in sorted(
            scores.items(), key=lambda item: (-sum(item[1]), -max(item[1]), item[0].lower()))]
        assert fantasy.mini_league(scores) == want, scores
    with pytest.raises(ValueError):
        fantasy.mini_league({"Dad": [50], "Mum": []})
