"""Hidden check for squash_ladder_fix: a challenge reaches at most three places up, a winning
challenger takes the loser's place and the players in between move down one, a game won past
11 must be won by exactly two, and the given tests/test_ladder.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from ladder import (can_challenge, game_winner, load_ladder, match_winner,  # noqa: E402
                    record_result, rung)

GIVEN_TEST = "tests/test_ladder.py"
# the given tests/test_ladder.py, verbatim
GIVEN = r'''import pytest

from ladder import can_challenge, game_winner, load_ladder, match_winner, record_result, rung

BOARD = """
Priya
  Tom
Alex

Sam
Jo
Ben
"""
LADDER = ["Priya", "Tom", "Alex", "Sam", "Jo", "Ben"]


def test_load_ladder():
    assert load_ladder(BOARD) == LADDER
    assert load_ladder("") == []
    with pytest.raises(ValueError):
        load_ladder("Tom\nAlex\ntom\n")


def test_rung():
    assert rung(LADDER, "Priya") == 1
    assert rung(LADDER, "Jo") == 5
    with pytest.raises(ValueError):
        rung(LADDER, "Zara")


def test_can_challenge():
    assert can_challenge(LADDER, "Ben", "Jo")
    assert can_challenge(LADDER, "Ben", "Alex")
    assert not can_challenge(LADDER, "Ben", "Tom")
    assert not can_challenge(LADDER, "Jo", "Ben")
    assert not can_challenge(LADDER, "Jo", "Jo")


def test_challenger_wins():
    assert record_result(LADDER, "Ben", "Alex") == ["Priya", "Tom", "Ben", "Alex", "Sam", "Jo"]
    assert record_result(LADDER, "Tom", "Priya") == ["Tom", "Priya", "Alex", "Sam", "Jo", "Ben"]
    assert LADDER == ["Priya", "Tom", "Alex", "Sam", "Jo", "Ben"]


def test_higher_player_wins():
    assert record_result(LADDER, "Alex", "Jo") == LADDER
    with pytest.raises(ValueError):
        record_result(LADDER, "Sam", "Sam")


def test_game_winner():
    assert game_winner(11, 7) == 1
    assert game_winner(4, 11) == 2
    assert game_winner(12, 10) == 1
    assert game_winner(14, 16) == 2
    for a, b in [(11, 10), (10, 8), (13, 10), (15, 9), (12, 12), (-1, 11)]:
        with pytest.raises(ValueError):
            game_winner(a, b)


def test_match_winner():
    assert match_winner([(11, 7), (9, 11), (11, 5), (12, 10)]) == 1
    assert match_winner([(3, 11), (8, 11), (10, 12)]) == 2
    with pytest.raises(ValueError):
        match_winner([(11, 7), (11, 9)])
    with pytest.raises(ValueError):
        match_winner([(11, 7), (11, 9), (11, 2), (5, 11)])
    with pytest.raises(ValueError):
        match_winner([(11, 7), (11, 9), (20, 2)])
'''

LADDER = ["Priya", "Tom", "Alex", "Sam", "Jo", "Ben"]


def test_given_test_file_unchanged():
    path = os.path.join(WORKSPACE, GIVEN_TEST)
    assert os.path.isfile(path), f"{GIVEN_TEST} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == GIVEN, f"{GIVEN_TEST} was changed"


def test_given_test_file_passes(tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / GIVEN_TEST, "w", encoding="utf-8", newline="") as fh:
        fh.write(GIVEN)
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", GIVEN_TEST],
        cwd=root, env=env, capture_output=True, text=True, timeout=120,
        stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert "7 passed" in proc.stdout


def test_challenge_reach():
    ladder = [f"P{i}" for i in range(1, 11)]
    for low in range(10):
        for high in range(10):
            gap = low - high
            assert can_challenge(ladder, ladder[low], ladder[high]) == (1 <= gap <= 3), (
                low + 1, high + 1)


def expected_result(ladder, winner, loser):
    w, lo = ladder.index(winner), ladder.index(loser)
    if w < lo:
        return list(ladder)
    return ladder[:lo] + [winner] + ladder[lo:w] + ladder[w + 1:]


def test_record_result_more():
    assert record_result(LADDER, "Ben", "Sam") == ["Priya", "Tom", "Alex", "Ben", "Sam", "Jo"]
    assert record_result(LADDER, "Jo", "Sam") == ["Priya", "Tom", "Alex", "Jo", "Sam", "Ben"]
    assert record_result(LADDER, "Sam", "Priya") == ["Sam", "Priya", "Tom", "Alex", "Jo", "Ben"]
    assert record_result(LADDER, "Priya", "Ben") == LADDER
    rng = random.Random(42)
    for _ in range(500):
        ladder = [f"P{i}" for i in range(rng.randint(2, 12))]
        copy = list(ladder)
        winner, loser = rng.sample(ladder, 2)
        got = record_result(ladder, winner, loser)
        assert got == expected_result(copy, winner, loser), (ladder, winner, loser)
        assert ladder == copy


def test_game_winner_more():
    assert game_winner(11, 0) == 1
    assert game_winner(9, 11) == 2
    assert game_winner(11, 9) == 1
    assert game_winner(13, 11) == 1
    assert game_winner(20, 22) == 2
    for a, b in [(11, 11), (14, 11), (9, 12), (16, 12), (25, 3), (10, 0), (0, 0), (10, 13),
                 (12, 11), (11, -2)]:
        with pytest.raises(ValueError):
            game_winner(a, b)


def test_match_winner_more():
    assert match_winner([(11, 0), (11, 0), (11, 0)]) == 1
    assert match_winner([(11, 13), (11, 5), (7, 11), (11, 9), (9, 11)]) == 2
    assert match_winner([(15, 13), (13, 15), (11, 3), (3, 11), (14, 12)]) == 1
    for games in [[], [(11, 7)], [(11, 7), (7, 11), (11, 7), (7, 11)],
                  [(11, 7), (11, 9), (14, 10)], [(11, 7), (11, 9), (11, 10)],
                  [(11, 0), (11, 0), (11, 0), (11, 0)]]:
        with pytest.raises(ValueError):
            match_winner(games)


def test_load_ladder_more():
    assert load_ladder("  Ann  \n\n\nBob\n") == ["Ann", "Bob"]
    assert load_ladder("\n   \n") == []
    with pytest.raises(ValueError):
        load_ladder("Ann\nBob\n ANN \n")
    assert rung(["Ann", "Bob"], "Bob") == 2
