"""Hidden check for waitlist_tests: the user's test_waitlist.py must pass on the given
waitlist.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "waitlist.py"
TEST_FILE = "test_waitlist.py"

# the given waitlist.py, verbatim
ORIGINAL = r'''"""The walk-in waitlist at a restaurant's host stand."""


class WaitlistError(Exception):
    """Base class of the waitlist's own errors."""


class DuplicateParty(WaitlistError):
    """Raised by add() when a party with that name is already waiting."""


class NotWaiting(WaitlistError):
    """Raised by remove() and position() for a name that is not on the list."""


def _key(name):
    return " ".join(name.split()).lower()


class Waitlist:
    """Parties waiting for a table, first come first served.

    ``Waitlist(*, max_party=8)``
        ``max_party`` is the largest party the restaurant takes from the list.

    ``add(name, size) -> int``
        Puts a party at the end of the list and returns its position (1 for the
        first party waiting). ``size`` must be an int from 1 to ``max_party``
        inclusive, else ValueError. Names are compared ignoring case, spaces at
        either end and runs of spaces inside: "Ana Ruiz", " ana  ruiz" and
        "ANA RUIZ" are the same party. Raises DuplicateParty if the party is
        already waiting.

    ``seat(table_size) -> str | None``
        Seats the party that has waited longest among those whose size is at
        most ``table_size``, takes it off the list and returns its name exactly
        as given to add(). Returns None (and changes nothing) when no waiting
        party fits. ``table_size`` below 1 raises ValueError.

    ``remove(name) -> int``
        Takes a party off the list without seating it (they walked away) and
        returns its size. Raises NotWaiting if the party is not on the list.

    ``position(name) -> int``
        The party's place in the list, 1 for the first. Raises NotWaiting.

    ``len(waitlist)``
        The number of parties waiting.

    ``guests_waiting() -> int``
        The number of people waiting, all parties together.

    ``seated``
        How many parties seat() has seated so far (removed parties do not count).

    DuplicateParty and NotWaiting are subclasses of WaitlistError.

    Example::

        wl = Waitlist()
        wl.add("Ana", 4)     # 1
        wl.add("Ben", 2)     # 2
        wl.add("Cho", 3)     # 3
        wl.seat(2)           # "Ben"  (Ana does not fit a table for 2)
        wl.position("cho")   # 2
        wl.seat(6)           # "Ana"
        wl.seat(1)           # None
        wl.seated            # 2
    """

    def __init__(self, *, max_party=8):
        self.max_party = max_party
        self._parties = []  # [name as given, size], longest waiting first
        self.seated = 0

    def _index(self, name):
        key = _key(name)
        for i, (given, _) in enumerate(self._parties):
            if _key(given) == key:
                return i
        raise NotWaiting(name)

    def add(self, name, size):
        if isinstance(size, bool) or not isinstance(size, int):
            raise ValueError("size must be an int")
        if size < 1 or size > self.max_party:
            raise ValueError(f"size must be from 1 to {self.max_party}")
        key = _key(name)
        if any(_key(given) == key for given, _ in self._parties):
            raise DuplicateParty(name)
        self._parties.append([name, size])
        return len(self._parties)

    def seat(self, table_size):
        if table_size < 1:
            raise ValueError("table_size must be at least 1")
        for i, (name, size) in enumerate(self._parties):
            if size <= table_size:
                del self._parties[i]
                self.seated += 1
                return name
        return None

    def remove(self, name):
        _, size = self._parties.pop(self._index(name))
        return size

    def position(self, name):
        return self._index(name) + 1

    def __len__(self):
        return len(self._parties)

    def guests_waiting(self):
        return sum(size for _, size in self._parties)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'seat_ignores_size': [
        ('            if size <= table_size:\n',
         '            if True:\n'),
    ],
    'exact_fit_refused': [
        ('            if size <= table_size:\n',
         '            if size < table_size:\n'),
    ],
    'seat_biggest_fitting_party': [
        ('        for i, (name, size) in enumerate(self._parties):\n            if size <= table_size:\n',
         '        order = sorted(range(len(self._parties)), key=lambda j: -self._parties[j][1])\n        for i, (name, size) in [(j, self._parties[j]) for j in order]:\n            if size <= table_size:\n'),
    ],
    'seat_keeps_party_on_list': [
        ('                del self._parties[i]\n',
         ''),
    ],
    'seated_not_counted': [
        ('                self.seated += 1\n',
         ''),
    ],
    'remove_counts_as_seated': [
        ('        _, size = self._parties.pop(self._index(name))\n',
         '        _, size = self._parties.pop(self._index(name))\n        self.seated += 1\n'),
    ],
    'names_case_sensitive': [
        ('    return " ".join(name.split()).lower()\n',
         '    return " ".join(name.split())\n'),
    ],
    'inner_spaces_matter': [
        ('    return " ".join(name.split()).lower()\n',
         '    return name.strip().lower()\n'),
    ],
    'duplicates_allowed': [
        ('        if any(_key(given) == key for given, _ in self._parties):\n            raise DuplicateParty(name)\n',
         ''),
    ],
    'max_party_refused': [
        ('        if size < 1 or size > self.max_party:\n',
         '        if size < 1 or size >= self.max_party:\n'),
    ],
    'empty_party_allowed': [
        ('        if size < 1 or size > self.max_party:\n',
         '        if size < 0 or size > self.max_party:\n'),
    ],
    'default_max_party_ten': [
        ('    def __init__(self, *, max_party=8):\n',
         '    def __init__(self, *, max_party=10):\n'),
    ],
    'position_zero_based': [
        ('        return self._index(name) + 1\n',
         '        return self._index(name)\n'),
    ],
    'seat_returns_normalised_name': [
        ('                return name\n        return None\n',
         '                return _key(name)\n        return None\n'),
    ],
    'bad_table_gives_none': [
        ('        if table_size < 1:\n            raise ValueError("table_size must be at least 1")\n',
         ''),
    ],
    'not_waiting_is_lookup_error': [
        ('class NotWaiting(WaitlistError):',
         'class NotWaiting(LookupError):'),
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
