"""Hidden check for sock_drawer_tests: the user's tests/test_sock_drawer.py must pass on the given
sock_drawer.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'sock_drawer.py'
TEST_FILE = 'tests/test_sock_drawer.py'

# the given sock_drawer.py, verbatim
ORIGINAL = r'''"""An inventory of the single socks in a sock drawer."""


class SockError(Exception):
    """Base class of the drawer's refusals."""


class DrawerFullError(SockError):
    """Adding the socks would put more socks in the drawer than it holds."""


class NoPairError(SockError):
    """There is no pair to take out."""


class SockDrawer:
    """A drawer of single socks, counted by colour.

    ``SockDrawer(capacity=20)``
        ``capacity`` is the most single socks the drawer holds, an int from
        2 to 100 inclusive; anything else (bools included) raises ValueError.

    ``add(colour, count=1) -> None``
        Puts ``count`` single socks of ``colour`` in the drawer. Colours have
        surrounding spaces stripped and are lower-cased; an empty colour
        raises ValueError. ``count`` must be an int of at least 1, else
        ValueError. If the drawer would then hold more than ``capacity``
        socks, DrawerFullError is raised and nothing is added.

    ``take_pair(colour=None) -> str``
        Takes two socks of one colour out and returns that colour (in its
        stored, lower-case form). With ``colour`` given (matched like in
        add()), that colour must have at least 2 socks, else NoPairError.
        With no colour, the colour with the most socks is used, ties going
        to the alphabetically first colour; NoPairError if no colour has 2
        socks. A colour whose count reaches 0 disappears from the drawer.

    ``count(colour) -> int``
        The number of single socks of that colour (matched like in add()),
        0 for a colour the drawer does not have.

    ``len(drawer)``
        The total number of single socks in the drawer.

    ``pairs`` (property)
        How many complete pairs could be made: for each colour, its count
        divided by 2 and rounded down, summed.

    ``odd_socks`` (property)
        The colours with an odd number of socks, sorted alphabetically.
    """

    def __init__(self, capacity=20):
        if isinstance(capacity, bool) or not isinstance(capacity, int) or not 2 <= capacity <= 100:
            raise ValueError("capacity must be an int from 2 to 100")
        self.capacity = capacity
        self._socks = {}

    @staticmethod
    def _key(colour):
        key = colour.strip().lower()
        if not key:
            raise ValueError("colour must not be empty")
        return key

    def add(self, colour, count=1):
        key = self._key(colour)
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise ValueError("count must be an int of at least 1")
        if len(self) + count > self.capacity:
            raise DrawerFullError(f"the drawer holds {self.capacity} socks")
        self._socks[key] = self._socks.get(key, 0) + count

    def take_pair(self, colour=None):
        if colour is not None:
            key = self._key(colour)
            if self._socks.get(key, 0) < 2:
                raise NoPairError(key)
        else:
            candidates = sorted((-n, c) for c, n in self._socks.items() if n >= 2)
            if not candidates:
                raise NoPairError("no pairs in the drawer")
            key = candidates[0][1]
        self._socks[key] -= 2
        if self._socks[key] == 0:
            del self._socks[key]
        return key

    def count(self, colour):
        return self._socks.get(self._key(colour), 0)

    def __len__(self):
        return sum(self._socks.values())

    @property
    def pairs(self):
        return sum(n // 2 for n in self._socks.values())

    @property
    def odd_socks(self):
        return sorted(c for c, n in self._socks.items() if n % 2)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'capacity_101': [
        ('not 2 <= capacity <= 100:\n',
         'not 2 <= capacity <= 101:\n'),
    ],
    'capacity_one': [
        ('not 2 <= capacity <= 100:\n',
         'not 1 <= capacity <= 100:\n'),
    ],
    'default_capacity_24': [
        ('    def __init__(self, capacity=20):\n',
         '    def __init__(self, capacity=24):\n'),
    ],
    'colour_not_lowered': [
        ('        key = colour.strip().lower()\n',
         '        key = colour.strip()\n'),
    ],
    'colour_not_stripped': [
        ('        key = colour.strip().lower()\n',
         '        key = colour.lower()\n'),
    ],
    'empty_colour_allowed': [
        ('        if not key:\n            raise ValueError("colour must not be empty")\n',
         ''),
    ],
    'zero_count_allowed': [
        ('or count < 1:\n',
         'or count < 0:\n'),
    ],
    'full_at_capacity': [
        ('        if len(self) + count > self.capacity:\n',
         '        if len(self) + count >= self.capacity:\n'),
    ],
    'full_adds_partially': [
        ('            raise DrawerFullError(f"the drawer holds {self.capacity} socks")\n',
         '            count = self.capacity - len(self)\n            if count <= 0:\n                raise DrawerFullError(f"the drawer holds {self.capacity} socks")\n'),
    ],
    'full_error_not_sock_error': [
        ('class DrawerFullError(SockError):\n',
         'class DrawerFullError(ValueError):\n'),
    ],
    'takes_one_sock': [
        ('        self._socks[key] -= 2\n        if self._socks[key] == 0:\n',
         '        self._socks[key] -= 1\n        if self._socks[key] == 0:\n'),
    ],
    'single_sock_pair': [
        ('            if self._socks.get(key, 0) < 2:\n',
         '            if self._socks.get(key, 0) < 1:\n'),
    ],
    'picks_fewest': [
        ('            candidates = sorted((-n, c) for',
         '            candidates = sorted((n, c) for'),
    ],
    'tie_goes_last': [
        ('            key = candidates[0][1]\n',
         '            key = max(c for m, c in candidates if m == candidates[0][0])\n'),
    ],
    'no_pair_returns_none': [
        ('                raise NoPairError("no pairs in the drawer")\n',
         '                return None\n'),
    ],
    'unknown_count_keyerror': [
        ('        return self._socks.get(self._key(colour), 0)\n',
         '        return self._socks[self._key(colour)]\n'),
    ],
    'pairs_per_colour': [
        ('        return sum(n // 2 for n in self._socks.values())\n',
         '        return sum(1 for n in self._socks.values() if n >= 2)\n'),
    ],
    'odd_unsorted': [
        ('        return sorted(c for c, n in self._socks.items() if n % 2)\n',
         '        return [c for c, n in self._socks.items() if n % 2]\n'),
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
