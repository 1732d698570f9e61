"""Hidden check for fridge_tests: the user's tests/test_fridge.py must pass on the given fridge.py
(left exactly as it was) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'fridge.py'
TEST_FILE = 'tests/test_fridge.py'

# the given fridge.py, verbatim
ORIGINAL = r'''"""What's in the fridge, and what has to be eaten (or thrown out) first.

Dates are datetime.date objects. A datetime.datetime is not accepted even
though it is a subclass of date: mixing the two only leads to surprises.
"""

from datetime import date, datetime, timedelta


def _day(value):
    if isinstance(value, datetime) or not isinstance(value, date):
        raise TypeError(f"expected a datetime.date, got {value!r}")
    return value


def _name(value):
    name = value.strip().lower()
    if not name:
        raise ValueError("food needs a name")
    return name


def _by_date(item):
    name, use_by = item
    return use_by, name


class Fridge:
    """The packs of food in the fridge.

    Parameters
    ----------
    items : list of (name, use_by) tuples
        The packs in the fridge to start with. The same food may appear
        more than once (two cartons of milk with different dates are two
        packs). Names are case-insensitive; surrounding whitespace is
        dropped and they are kept in lower case. A blank name is a
        ValueError, a use-by that is not a date a TypeError.

    Notes
    -----
    A pack is still fine to eat ON its use-by date; it counts as expired
    from the day after.
    Every list this class returns holds (name, use_by) tuples ordered by
    use-by date, soonest first, and by name where dates are equal.
    """

    def __init__(self, items):
        self._packs = []
        for name, use_by in items:
            self.add(name, use_by)

    def add(self, name, use_by):
        """Put one more pack in the fridge (same checks as the constructor)."""
        self._packs.append((_name(name), _day(use_by)))

    def use(self, name):
        """Take one pack of this food out to eat it.

        The pack with the earliest use-by date is the one taken, and its
        use-by date is returned. When there is no pack of that food the
        fridge complains with KeyError.
        """
        key = _name(name)
        packs = [pack for pack in self._packs if pack[0] == key]
        if not packs:
            raise KeyError(name)
        pick = min(packs, key=_by_date)
        self._packs.remove(pick)
        return pick[1]

    def count(self, name=None):
        """Number of packs of one food, or of everything when name is None."""
        if name is None:
            return len(self._packs)
        key = _name(name)
        return sum(1 for pack in self._packs if pack[0] == key)

    def expired(self, today):
        """The packs whose use-by date is already behind us on `today`."""
        _day(today)
        return sorted((p for p in self._packs if p[1] < today), key=_by_date)

    def use_soon(self, today, days=2):
        """Packs that are still good today but run out within `days` days.

        That is every pack with today <= use_by <= today + days, so with
        the default of 2 days a pack dated the day after tomorrow is
        included. `days` must be an int, 0 or more (0 means only the packs
        that have to go today); anything else gives ValueError.
        """
        _day(today)
        if isinstance(days, bool) or not isinstance(days, int) or days < 0:
            raise ValueError(f"days must be a whole number of 0 or more, not {days!r}")
        last = today + timedelta(days=days)
        return sorted((p for p in self._packs if today <= p[1] <= last), key=_by_date)

    def clear_out(self, today):
        """Throw away every expired pack; returns how many went in the bin."""
        gone = self.expired(today)
        self._packs = [p for p in self._packs if p[1] >= today]
        return len(gone)

    def next_to_go(self):
        """The (name, use_by) of the pack to eat first, or None for an empty
        fridge. Equal dates are settled alphabetically by name."""
        if not self._packs:
            return None
        return min(self._packs, key=_by_date)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'name_not_lowered': [
        ('    name = value.strip().lower()\n',
         '    name = value.strip()\n'),
    ],
    'name_not_stripped': [
        ('    name = value.strip().lower()\n',
         '    name = value.lower()\n'),
    ],
    'blank_name_accepted': [
        ('    if not name:\n',
         '    if not value:\n'),
    ],
    'datetime_accepted': [
        ('    if isinstance(value, datetime) or not isinstance(value, date):',
         '    if not isinstance(value, date):'),
    ],
    'use_takes_latest': [
        ('pick = min(packs, key=_by_date)',
         'pick = max(packs, key=_by_date)'),
    ],
    'use_takes_first_added': [
        ('pick = min(packs, key=_by_date)',
         'pick = packs[0]'),
    ],
    'use_returns_name': [
        ('        return pick[1]\n',
         '        return pick[0]\n'),
    ],
    'expired_on_use_by_day': [
        ('if p[1] < today), key=_by_date)',
         'if p[1] <= today), key=_by_date)'),
    ],
    'expired_sorted_by_name': [
        ('return sorted((p for p in self._packs if p[1] < today), key=_by_date)',
         'return sorted(p for p in self._packs if p[1] < today)'),
    ],
    'use_soon_default_three': [
        ('def use_soon(self, today, days=2):',
         'def use_soon(self, today, days=3):'),
    ],
    'use_soon_excludes_last_day': [
        ('today <= p[1] <= last',
         'today <= p[1] < last'),
    ],
    'use_soon_includes_expired': [
        ('today <= p[1] <= last',
         'p[1] <= last'),
    ],
    'negative_days_allowed': [
        (' or days < 0:',
         ':'),
    ],
    'clear_out_drops_todays': [
        ('if p[1] >= today]',
         'if p[1] > today]'),
    ],
    'clear_out_counts_what_is_left': [
        ('        return len(gone)\n',
         '        return len(self._packs)\n'),
    ],
    'next_to_go_ties_by_insertion': [
        ('        return min(self._packs, key=_by_date)\n',
         '        return min(self._packs, key=lambda p: p[1])\n'),
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
