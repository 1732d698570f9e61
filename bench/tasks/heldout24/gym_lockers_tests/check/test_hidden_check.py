"""Hidden check for gym_lockers_tests: the user's test_lockers.py must pass on the given
lockers.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "lockers.py"
TEST_FILE = "test_lockers.py"

# the given lockers.py, verbatim
ORIGINAL = r'''"""Day lockers at the gym: the front desk hands them out and takes the keys back."""


class LockerError(Exception):
    """Base class of every error this module raises on purpose (except ValueError
    for a bad locker count)."""


class NoLockerFree(LockerError):
    """Raised by assign() when every usable locker is taken."""


class AlreadyHasLocker(LockerError):
    """Raised by assign() when the member already holds a locker."""


class UnknownLocker(LockerError):
    """Raised by release() for a locker number that is not handed out right now."""


def _key(member):
    return member.strip().casefold()


class Lockers:
    """Lockers numbered 1 to ``count``.

    ``Lockers(count, *, out_of_order=())``
        ``count`` is an int of at least 1, else ValueError. ``out_of_order`` lists
        locker numbers that are broken and never handed out; numbers in it that are
        not between 1 and ``count`` are simply ignored.

    ``assign(member) -> int``
        Gives ``member`` the lowest-numbered locker that is neither taken nor out of
        order, and returns its number. Member names are compared ignoring case and
        spaces around them: "Ann", "ann" and " ANN " are one member.
        Raises AlreadyHasLocker if the member already holds a locker (the member
        keeps that one) and NoLockerFree if no locker is left.

    ``release(number) -> str``
        Takes the key back: the locker is free again and the member may get a
        locker again later. Returns the member's name exactly as it was given to
        assign(). Raises UnknownLocker for a number that is not handed out right
        now (free, out of order, or not a locker at all).

    ``locker_of(member) -> int | None``
        The member's locker number, or None (names compared as in assign()).

    ``free_count() -> int``
        How many lockers could still be assigned.

    ``holders() -> dict``
        ``{locker number: member name as given}`` for every locker in use, in
        increasing locker number order.

    NoLockerFree, AlreadyHasLocker and UnknownLocker are all subclasses of
    LockerError, so ``except LockerError`` catches each of them.

    Example::

        lockers = Lockers(3, out_of_order=[2])
        lockers.assign("Ann")      # 1
        lockers.assign("Bo")       # 3   (2 is out of order)
        lockers.assign("Cy")       # NoLockerFree
        lockers.assign("ann ")     # AlreadyHasLocker
        lockers.release(1)         # "Ann"
        lockers.assign("Cy")       # 1
        lockers.holders()          # {1: "Cy", 3: "Bo"}
    """

    def __init__(self, count, *, out_of_order=()):
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise ValueError("count must be an int of at least 1")
        self.count = count
        self._broken = set(out_of_order)
        self._holder = {}  # number -> name as given
        self._by_member = {}  # _key(name) -> number

    def assign(self, member):
        key = _key(member)
        if key in self._by_member:
            raise AlreadyHasLocker(member)
        for number in range(1, self.count + 1):
            if number in self._broken or number in self._holder:
                continue
            self._holder[number] = member
            self._by_member[key] = number
            return number
        raise NoLockerFree(member)

    def release(self, number):
        if number not in self._holder:
            raise UnknownLocker(number)
        member = self._holder.pop(number)
        del self._by_member[_key(member)]
        return member

    def locker_of(self, member):
        return self._by_member.get(_key(member))

    def free_count(self):
        return sum(1 for number in range(1, self.count + 1)
                   if number not in self._broken and number not in self._holder)

    def holders(self):
        return dict(sorted(self._holder.items()))
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'highest_number_first': [
        ('        for number in range(1, self.count + 1):\n',
         '        for number in range(self.count, 0, -1):\n'),
    ],
    'last_locker_never_used': [
        ('        for number in range(1, self.count + 1):\n',
         '        for number in range(1, self.count):\n'),
    ],
    'out_of_order_handed_out': [
        ('if number in self._broken or number in self._holder:',
         'if number in self._holder:'),
    ],
    'member_case_sensitive': [
        ('    return member.strip().casefold()\n',
         '    return member.strip()\n'),
    ],
    'member_spaces_matter': [
        ('    return member.strip().casefold()\n',
         '    return member.casefold()\n'),
    ],
    'second_locker_allowed': [
        ('        if key in self._by_member:\n            raise AlreadyHasLocker(member)\n',
         ''),
    ],
    'full_raises_base_class': [
        ('raise NoLockerFree(member)',
         'raise LockerError(member)'),
    ],
    'unknown_not_a_locker_error': [
        ('class UnknownLocker(LockerError):',
         'class UnknownLocker(KeyError):'),
    ],
    'release_unknown_key_error': [
        ('        if number not in self._holder:\n            raise UnknownLocker(number)\n',
         ''),
    ],
    'release_keeps_member': [
        ('        del self._by_member[_key(member)]\n',
         ''),
    ],
    'release_returns_normalised_name': [
        ('        del self._by_member[_key(member)]\n        return member\n',
         '        del self._by_member[_key(member)]\n        return _key(member)\n'),
    ],
    'free_count_includes_out_of_order': [
        ('if number not in self._broken and number not in self._holder)',
         'if number not in self._holder)'),
    ],
    'holders_unsorted': [
        ('return dict(sorted(self._holder.items()))',
         'return dict(self._holder)'),
    ],
    'zero_lockers_ok': [
        ('or count < 1:',
         'or count < 0:'),
    ],
    'locker_of_exact_name': [
        ('return self._by_member.get(_key(member))',
         'return self._by_member.get(member)'),
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
