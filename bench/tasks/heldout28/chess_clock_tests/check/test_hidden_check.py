"""Hidden check for chess_clock_tests: the user's test_chess_clock.py must pass on the given
chess_clock.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'chess_clock.py'
TEST_FILE = 'test_chess_clock.py'

# the given chess_clock.py, verbatim
ORIGINAL = r'''"""A two-player chess clock with an optional per-move increment."""

COLOURS = ("white", "black")


class ClockError(Exception):
    """Base class of the clock's refusals."""


class NotRunningError(ClockError):
    """The clock has not been started yet, or the game is already over."""


class FlagFallen(ClockError):
    """The player to move ran out of time."""


class ChessClock:
    """A chess clock for two players, "white" and "black".

    ``ChessClock(minutes, *, increment=0)``
        Each player starts with ``minutes * 60`` seconds. ``minutes`` must be
        an int from 1 to 180 inclusive and ``increment`` an int from 0 to 60
        inclusive (seconds); bools and anything else raise ValueError.

    ``start() -> None``
        Starts the game with white to move. Raises ClockError if the clock
        was already started.

    ``press(elapsed) -> None``
        The player to move has finished a move that took ``elapsed`` seconds
        (an int or float of at least 0, else ValueError). Raises
        NotRunningError before start() and once the game is over.
        ``elapsed`` is taken off the mover's time. If that leaves 0 or less,
        their time is set to exactly 0, they become the loser, the game is
        over, the turn does not pass, the move is not counted, and
        FlagFallen is raised. Otherwise the increment is added to the
        mover's time, the move is counted and the other player is to move.

    ``remaining(colour) -> float``
        Seconds left for "white" or "black" (exact lower-case names); any
        other name raises ValueError.

    ``display(colour) -> str``
        The time left as "M:SS": whole minutes (not limited to 59), a colon,
        then the seconds with two digits. Fractions of a second are dropped,
        never rounded up.

    ``to_move`` (property)
        "white" or "black": the player whose clock runs (white before start()).

    ``moves`` (property)
        The number of completed moves by both players together.

    ``loser`` (property)
        The colour whose flag fell, or None while nobody's has.
    """

    def __init__(self, minutes, *, increment=0):
        for name, value, low, high in (("minutes", minutes, 1, 180),
                                       ("increment", increment, 0, 60)):
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{name} must be an int")
            if not low <= value <= high:
                raise ValueError(f"{name} must be from {low} to {high}")
        self.increment = increment
        self._left = {"white": minutes * 60.0, "black": minutes * 60.0}
        self._to_move = "white"
        self._started = False
        self._moves = 0
        self._loser = None

    def start(self):
        if self._started:
            raise ClockError("the clock is already running")
        self._started = True

    def press(self, elapsed):
        if not self._started or self._loser is not None:
            raise NotRunningError("the clock is not running")
        if isinstance(elapsed, bool) or not isinstance(elapsed, (int, float)) or elapsed < 0:
            raise ValueError("elapsed must be a number of at least 0")
        mover = self._to_move
        self._left[mover] -= elapsed
        if self._left[mover] <= 0:
            self._left[mover] = 0.0
            self._loser = mover
            raise FlagFallen(mover)
        self._left[mover] += self.increment
        self._moves += 1
        self._to_move = "black" if mover == "white" else "white"

    def remaining(self, colour):
        if colour not in COLOURS:
            raise ValueError(f"unknown colour {colour!r}")
        return self._left[colour]

    def display(self, colour):
        whole = int(self.remaining(colour))
        return f"{whole // 60}:{whole % 60:02d}"

    @property
    def to_move(self):
        return self._to_move

    @property
    def moves(self):
        return self._moves

    @property
    def loser(self):
        return self._loser
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'allows_181_minutes': [
        ('(("minutes", minutes, 1, 180),',
         '(("minutes", minutes, 1, 181),'),
    ],
    'allows_zero_minutes': [
        ('(("minutes", minutes, 1, 180),',
         '(("minutes", minutes, 0, 180),'),
    ],
    'allows_61_increment': [
        ('("increment", increment, 0, 60)):',
         '("increment", increment, 0, 61)):'),
    ],
    'bool_accepted': [
        ('            if isinstance(value, bool) or not isinstance(value, int):\n',
         '            if not isinstance(value, int):\n'),
    ],
    'start_twice_allowed': [
        ('            raise ClockError("the clock is already running")\n',
         '            pass\n'),
    ],
    'press_before_start': [
        ('        if not self._started or self._loser is not None:\n',
         '        if self._loser is not None:\n'),
    ],
    'press_after_flag': [
        ('        if not self._started or self._loser is not None:\n',
         '        if not self._started:\n'),
    ],
    'negative_elapsed': [
        ('or elapsed < 0:\n',
         'or elapsed < -1:\n'),
    ],
    'zero_left_survives': [
        ('        if self._left[mover] <= 0:\n',
         '        if self._left[mover] < 0:\n'),
    ],
    'increment_before_flag': [
        ('        self._left[mover] -= elapsed\n',
         '        self._left[mover] -= elapsed - self.increment\n'),
        ('        self._left[mover] += self.increment\n',
         ''),
    ],
    'increment_to_opponent': [
        ('        self._left[mover] += self.increment\n',
         '        self._left["black" if mover == "white" else "white"] += self.increment\n'),
    ],
    'time_not_clamped': [
        ('            self._left[mover] = 0.0\n',
         ''),
    ],
    'turn_passes_on_flag': [
        ('            self._loser = mover\n',
         '            self._loser = mover\n            self._to_move = "black" if mover == "white" else "white"\n'),
    ],
    'flag_move_counted': [
        ('            self._loser = mover\n',
         '            self._loser = mover\n            self._moves += 1\n'),
    ],
    'unknown_colour_black': [
        ('            raise ValueError(f"unknown colour {colour!r}")\n',
         '            colour = "black"\n'),
    ],
    'display_rounds': [
        ('        whole = int(self.remaining(colour))\n',
         '        whole = round(self.remaining(colour))\n'),
    ],
    'display_not_padded': [
        ('{whole % 60:02d}"',
         '{whole % 60}"'),
    ],
    'flag_wrong_class': [
        ('class FlagFallen(ClockError):\n',
         'class FlagFallen(Exception):\n'),
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
