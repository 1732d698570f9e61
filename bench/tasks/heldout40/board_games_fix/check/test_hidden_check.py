"""Hidden check for board_games_fix: parse_shelf skips "#" lines, can_play allows both the
minimum and the maximum, pick_games breaks time ties alphabetically ignoring capitals, nothing
else changed, and the given tests/test_games.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from games import can_play, parse_shelf, pick_games  # noqa: E402

GIVEN_TEST = "tests/test_games.py"
# the given tests/test_games.py, verbatim
GIVEN = r'''import pytest

from games import can_play, parse_shelf, pick_games

SHELF = """# my board games
Ticket to Ride, 2-5, 60
Codenames, 4-8, 15
azul, 2-4, 45

Carcassonne, 2-5, 45
# lent to Sam
Wingspan, 1-5, 70
Love Letter, 2-4, 15
"""


def test_parse_shelf():
    games = parse_shelf(SHELF)
    assert [game["name"] for game in games] == [
        "Ticket to Ride", "Codenames", "azul", "Carcassonne", "Wingspan", "Love Letter"]
    assert games[0] == {"name": "Ticket to Ride", "min": 2, "max": 5, "minutes": 60}
    with pytest.raises(ValueError):
        parse_shelf("Chess, two, 30")


def test_can_play_includes_both_ends():
    game = {"name": "Azul", "min": 2, "max": 4, "minutes": 45}
    assert can_play(game, 2)
    assert can_play(game, 3)
    assert can_play(game, 4)
    assert not can_play(game, 1)
    assert not can_play(game, 5)


def test_pick_games():
    games = parse_shelf(SHELF)
    assert pick_games(games, 4, 45) == ["Codenames", "Love Letter", "azul", "Carcassonne"]
    assert pick_games(games, 5, 60) == ["Codenames", "Carcassonne", "Ticket to Ride"]
    assert pick_games(games, 1, 90) == ["Wingspan"]
    assert pick_games(games, 9, 90) == []
'''


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
    assert "3 passed" in proc.stdout


def test_parse_shelf_skips_comments_and_blanks():
    text = "#games\n\nCatan, 3-4, 90\n  \n# Risk, 2-6, 180\nUno, 2-10, 20\n#\n"
    assert parse_shelf(text) == [
        {"name": "Catan", "min": 3, "max": 4, "minutes": 90},
        {"name": "Uno", "min": 2, "max": 10, "minutes": 20}]
    assert parse_shelf("") == []
    assert parse_shelf("# nothing here yet\n") == []
    for bad in ["Chess, 2, 30", "Chess, 2-2", "Chess, 2-2, half an hour", "Chess 2-2 30"]:
        with pytest.raises(ValueError):
            parse_shelf(bad)


def test_can_play_both_ends():
    game = {"name": "Catan", "min": 3, "max": 4, "minutes": 90}
    assert [n for n in range(0, 8) if can_play(game, n)] == [3, 4]
    solo = {"name": "Patience", "min": 1, "max": 1, "minutes": 10}
    assert [n for n in range(0, 5) if can_play(solo, n)] == [1]
    rng = random.Random(40)
    for _ in range(300):
        low = rng.randint(1, 6)
        high = rng.randint(low, 10)
        players = rng.randint(0, 12)
        game = {"name": "x", "min": low, "max": high, "minutes": 30}
        assert bool(can_play(game, players)) == (low <= players <= high), (low, high, players)


def test_pick_games_order_and_bounds():
    games = parse_shelf("zombie dice, 2-8, 20\nAzul, 2-4, 45\nbohnanza, 2-7, 45\n"
                        "Dixit, 3-6, 30\nCatan, 3-4, 90\nagricola, 1-4, 120\n")
    assert pick_games(games, 4, 45) == ["zombie dice", "Dixit", "Azul", "bohnanza"]
    assert pick_games(games, 2, 45) == ["zombie dice", "Azul", "bohnanza"]
    assert pick_games(games, 3, 90) == ["zombie dice", "Dixit", "Azul", "bohnanza", "Catan"]
    assert pick_games(games, 4, 89) == ["zombie dice", "Dixit", "Azul", "bohnanza"]
    assert pick_games(games, 1, 120) == ["agricola"]
    assert pick_games(games, 8, 20) == ["zombie dice"]
    assert pick_games(games, 8, 19) == []
    assert pick_games([], 4, 60) == []
