"""Hidden check for chore_chart_tests: the user's tests/test_chore_chart.py must pass on the given chore_chart.py
(left exactly as it was) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'chore_chart.py'
TEST_FILE = 'tests/test_chore_chart.py'

# the given chore_chart.py, verbatim
ORIGINAL = r'''"""The weekly chore chart on our kitchen wall, and the pocket money it earns.

Each chore is worth some points; points turn into pocket money (in cents)
at the end of the week. A kid who manages every chore on the chart at
least once in a week gets ALL_DONE_BONUS extra points.
"""

ALL_DONE_BONUS = 5


def _whole(value, what, lowest):
    if isinstance(value, bool) or not isinstance(value, int) or value < lowest:
        raise ValueError(f"{what} must be a whole number >= {lowest}, got {value!r}")
    return value


class ChoreChart:
    """One week of chores for a family.

    ChoreChart(kids, chores, cents_per_point=10, cap=None)

    * kids -- a list of names. Spaces around a name are trimmed, the case
      is kept ("Tom" and "tom" are two different kids). The list must not
      be empty, no name may be blank and no name may appear twice.
    * chores -- a dict {chore name: points}. At least one chore; each is
      worth a whole number of points, 1 or more. Chore names are used
      exactly as written.
    * cents_per_point -- what one point pays out, a whole number >= 0.
    * cap -- the most pocket money (cents) one kid can get in a week, or
      None for no limit. A cap of 0 is allowed and means no money at all.

    Any of these that is wrong -> ValueError. Bools never count as numbers.

    Asking about a kid or a chore that is not on the chart -> KeyError.
    """

    def __init__(self, kids, chores, cents_per_point=10, cap=None):
        names = [kid.strip() for kid in kids]
        if not names or not all(names) or len(set(names)) != len(names):
            raise ValueError("kids must be a non-empty list of distinct names")
        if not chores:
            raise ValueError("the chart needs at least one chore")
        self._chores = {}
        for chore, points in chores.items():
            self._chores[chore] = _whole(points, f"points for {chore!r}", 1)
        self.cents_per_point = _whole(cents_per_point, "cents_per_point", 0)
        self.cap = None if cap is None else _whole(cap, "cap", 0)
        self._kids = names
        self._done = {kid: {chore: 0 for chore in self._chores} for kid in names}

    def _row(self, kid, chore):
        row = self._done[kid.strip()]
        if chore not in row:
            raise KeyError(chore)
        return row

    def done(self, kid, chore, times=1):
        """Tick off a chore, `times` times (whole number >= 1, else ValueError)."""
        row = self._row(kid, chore)
        row[chore] += _whole(times, "times", 1)

    def undo(self, kid, chore):
        """Take one tick back (it was a mistake). A chore with no ticks left
        to take back -> ValueError."""
        row = self._row(kid, chore)
        if row[chore] == 0:
            raise ValueError(f"{kid} has not done {chore!r} this week")
        row[chore] -= 1

    def ticks(self, kid, chore):
        """How many times a kid has done a chore this week."""
        return self._row(kid, chore)[chore]

    def points(self, kid):
        """This week's points for one kid, the all-done bonus included."""
        row = self._done[kid.strip()]
        total = sum(self._chores[chore] * n for chore, n in row.items())
        if all(n >= 1 for n in row.values()):
            total += ALL_DONE_BONUS
        return total

    def payout(self, kid):
        """Pocket money in cents for the points so far, cut down to the cap."""
        cents = self.points(kid) * self.cents_per_point
        if self.cap is not None:
            cents = min(cents, self.cap)
        return cents

    def leaderboard(self):
        """[(kid, points), ...], most points first; kids with equal points
        in alphabetical order."""
        board = [(kid, self.points(kid)) for kid in self._kids]
        return sorted(board, key=lambda entry: (-entry[1], entry[0]))

    def new_week(self):
        """End the week: returns {kid: payout} for the week that just ended,
        then wipes every tick so the new week starts from zero."""
        paid = {kid: self.payout(kid) for kid in self._kids}
        for row in self._done.values():
            for chore in row:
                row[chore] = 0
        return paid
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'kid_names_not_trimmed': [
        ('        names = [kid.strip() for kid in kids]\n',
         '        names = list(kids)\n'),
    ],
    'duplicate_kids_allowed': [
        (' or len(set(names)) != len(names):',
         ':'),
    ],
    'chart_without_chores': [
        ('        if not chores:\n            raise ValueError("the chart needs at least one chore")\n',
         ''),
    ],
    'zero_point_chore_allowed': [
        ('_whole(points, f"points for {chore!r}", 1)',
         '_whole(points, f"points for {chore!r}", 0)'),
    ],
    'times_ignored': [
        ('        row[chore] += _whole(times, "times", 1)\n',
         '        _whole(times, "times", 1)\n        row[chore] += 1\n'),
    ],
    'zero_times_allowed': [
        ('_whole(times, "times", 1)',
         '_whole(times, "times", 0)'),
    ],
    'undo_below_zero': [
        ('        if row[chore] == 0:\n            raise ValueError(f"{kid} has not done {chore!r} this week")\n',
         ''),
    ],
    'bonus_needs_two_ticks': [
        ('if all(n >= 1 for n in row.values()):',
         'if all(n > 1 for n in row.values()):'),
    ],
    'bonus_for_any_chore': [
        ('if all(n >= 1 for n in row.values()):',
         'if any(n >= 1 for n in row.values()):'),
    ],
    'default_rate_five': [
        ('def __init__(self, kids, chores, cents_per_point=10, cap=None):',
         'def __init__(self, kids, chores, cents_per_point=5, cap=None):'),
    ],
    'cap_ignored': [
        ('        if self.cap is not None:\n            cents = min(cents, self.cap)\n',
         ''),
    ],
    'cap_zero_means_no_cap': [
        ('        if self.cap is not None:\n',
         '        if self.cap:\n'),
    ],
    'leaderboard_fewest_first': [
        ('key=lambda entry: (-entry[1], entry[0])',
         'key=lambda entry: (entry[1], entry[0])'),
    ],
    'leaderboard_ties_in_chart_order': [
        ('key=lambda entry: (-entry[1], entry[0])',
         'key=lambda entry: -entry[1]'),
    ],
    'new_week_keeps_ticks': [
        ('        for row in self._done.values():\n            for chore in row:\n                row[chore] = 0\n',
         ''),
    ],
    'new_week_pays_after_wipe': [
        ('        paid = {kid: self.payout(kid) for kid in self._kids}\n',
         ''),
        ('        return paid\n',
         '        return {kid: self.payout(kid) for kid in self._kids}\n'),
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
