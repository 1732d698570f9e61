"""Hidden check for bowling_tests: the user's tests/test_bowling.py must pass on the given
bowling.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "bowling.py"
TEST_FILE = "tests/test_bowling.py"

# the given bowling.py, verbatim
ORIGINAL = r'''"""Scoring one player's game of ten-pin bowling, ball by ball, for the club's league night."""

FRAMES = 10
PINS = 10


class BowlingError(Exception):
    """Base class of the errors a Game raises."""


class GameOver(BowlingError):
    """Raised by roll() once the game is finished."""


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


class Game:
    """One player's game of ten frames.

    ``Game()``
        A new game: frame 1, no balls rolled, score 0, not over.

    ``roll(pins)``
        Records one ball that knocked down ``pins``, an int from 0 to 10
        (bools refused), else ValueError. In frames 1 to 9 a frame has two
        balls, and they may not knock down more than 10 pins together
        (ValueError); a strike (all 10 with the first ball) ends the frame at
        once. The 10th frame gets a third ball only if it holds a strike or a
        spare; in it the pins are set up again after each strike or spare,
        and a ball may not knock down more pins than are standing
        (ValueError). Once the game is over, roll() raises GameOver. A ball
        refused with an error changes nothing.

    ``rolls``
        The pins of every ball so far, in order.

    ``frame`` (property)
        The frame being bowled, 1 to 10; it stays 10 once the game is over.

    ``is_over`` (property)
        Whether the 10th frame is finished.

    ``scoresheet() -> list[int]``
        The running total after each frame that can be scored so far. An
        open frame scores its pins; a spare scores 10 plus the next ball; a
        strike scores 10 plus the next two balls. A frame is only scored once
        it is finished and its bonus balls have been rolled. A perfect game
        (12 strikes) scores 300.

    ``score() -> int``
        The last running total of the scoresheet, 0 when it is empty.
    """

    def __init__(self):
        self.rolls = []
        self._frame = 1
        self._balls = []
        self._over = False

    def roll(self, pins):
        if self._over:
            raise GameOver("the game is over")
        if not _is_int(pins) or not 0 <= pins <= PINS:
            raise ValueError("pins must be an int from 0 to 10")
        standing = self._standing()
        if pins > standing:
            raise ValueError(f"only {standing} pins are standing")
        self.rolls.append(pins)
        self._balls.append(pins)
        balls = self._balls
        if self._frame < FRAMES:
            if (len(balls) == 1 and pins == PINS) or len(balls) == 2:
                self._frame += 1
                self._balls = []
        elif len(balls) == 3 or (len(balls) == 2 and sum(balls) < PINS):
            self._over = True

    def _standing(self):
        standing = PINS
        for ball in self._balls:
            standing = PINS if ball == standing else standing - ball
        return standing

    @property
    def frame(self):
        return self._frame

    @property
    def is_over(self):
        return self._over

    def scoresheet(self):
        rolls, totals, total, i = self.rolls, [], 0, 0
        for _ in range(FRAMES):
            if i >= len(rolls):
                break
            if rolls[i] == PINS:
                if i + 2 >= len(rolls):
                    break
                total += PINS + rolls[i + 1] + rolls[i + 2]
                i += 1
            elif i + 1 >= len(rolls):
                break
            elif rolls[i] + rolls[i + 1] == PINS:
                if i + 2 >= len(rolls):
                    break
                total += PINS + rolls[i + 2]
                i += 2
            else:
                total += rolls[i] + rolls[i + 1]
                i += 2
            totals.append(total)
        return totals

    def score(self):
        totals = self.scoresheet()
        return totals[-1] if totals else 0
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'strike_bonus_one_ball': [
        ('                total += PINS + rolls[i + 1] + rolls[i + 2]\n',
         '                total += PINS + rolls[i + 1]\n'),
    ],
    'spare_without_bonus': [
        ('                total += PINS + rolls[i + 2]\n',
         '                total += PINS\n'),
    ],
    'pending_strike_scored': [
        ('                if i + 2 >= len(rolls):\n                    break\n                total += PINS + rolls[i + 1] + rolls[i + 2]\n',
         '                total += PINS + sum(rolls[i + 1:i + 3])\n'),
    ],
    'pending_spare_scored': [
        ('                if i + 2 >= len(rolls):\n                    break\n                total += PINS + rolls[i + 2]\n',
         '                total += PINS + sum(rolls[i + 2:i + 3])\n'),
    ],
    'frame_over_ten_pins': [
        ('        if pins > standing:\n',
         '        if pins > standing and self._frame == FRAMES:\n'),
    ],
    'strike_does_not_end_frame': [
        ('            if (len(balls) == 1 and pins == PINS) or len(balls) == 2:\n',
         '            if len(balls) == 2:\n'),
    ],
    'tenth_spare_gets_no_bonus': [
        ('        elif len(balls) == 3 or (len(balls) == 2 and sum(balls) < PINS):\n',
         '        elif len(balls) == 3 or (len(balls) == 2 and balls[0] < PINS):\n'),
    ],
    'tenth_open_gets_bonus': [
        ('        elif len(balls) == 3 or (len(balls) == 2 and sum(balls) < PINS):\n',
         '        elif len(balls) == 3:\n'),
    ],
    'tenth_pins_never_reset': [
        ('            standing = PINS if ball == standing else standing - ball\n',
         '            standing = standing - ball\n'),
    ],
    'tenth_reset_only_after_strike': [
        ('            standing = PINS if ball == standing else standing - ball\n',
         '            standing = PINS if ball == PINS else standing - ball\n'),
    ],
    'ten_pins_refused': [
        ('        if not _is_int(pins) or not 0 <= pins <= PINS:\n',
         '        if not _is_int(pins) or not 0 <= pins < PINS:\n'),
    ],
    'negative_pins_allowed': [
        ('        if not _is_int(pins) or not 0 <= pins <= PINS:\n',
         '        if not _is_int(pins) or not pins <= PINS:\n'),
    ],
    'bool_pins_allowed': [
        ('        if not _is_int(pins) or not 0 <= pins <= PINS:\n',
         '        if not isinstance(pins, int) or not 0 <= pins <= PINS:\n'),
    ],
    'refused_ball_recorded': [
        ('        self.rolls.append(pins)\n',
         ''),
        ('        standing = self._standing()\n',
         '        self.rolls.append(pins)\n        standing = self._standing()\n'),
    ],
    'no_game_over': [
        ('        if self._over:\n            raise GameOver("the game is over")\n',
         ''),
    ],
    'game_over_outside_hierarchy': [
        ('class GameOver(BowlingError):',
         'class GameOver(RuntimeError):'),
    ],
    'empty_score_none': [
        ('        return totals[-1] if totals else 0\n',
         '        return totals[-1] if totals else None\n'),
    ],
}


def _env():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _run_user_tests(tmp_path, source):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / MODULE, "w", encoding="utf-8", newline="") as fh:
        fh.write(source)
    try:
        return subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", TEST_FILE],
            cwd=root, env=_env(), capture_output=True, text=True, timeout=120,
            stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{TEST_FILE} ran for more than 120 s")


def _mutant(name):
    source = ORIGINAL
    for old, new in MUTANTS[name]:
        assert old in source, f"{name}: text to replace not found: {old!r}"
        source = source.replace(old, new, 1)
    assert source != ORIGINAL
    return source


def test_module_unchanged():
    path = os.path.join(WORKSPACE, MODULE)
    assert os.path.isfile(path), f"{MODULE} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == ORIGINAL, f"{MODULE} was changed"


def test_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, TEST_FILE)), f"{TEST_FILE} is missing"


def test_user_tests_pass_on_original(tmp_path):
    proc = _run_user_tests(tmp_path, ORIGINAL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(tmp_path, name):
    proc = _run_user_tests(tmp_path, _mutant(name))
    assert proc.returncode != 0, (
        f"{TEST_FILE} still passes when {MODULE} is broken ({name})\n"
        + proc.stdout[-1500:])
