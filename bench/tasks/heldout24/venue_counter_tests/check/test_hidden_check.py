"""Hidden check for venue_counter_tests: the user's tests/test_counter.py must pass on the given
counter.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "counter.py"
TEST_FILE = "tests/test_counter.py"

# the given counter.py, verbatim
ORIGINAL = r'''"""The door clicker for our music venue, with the fire-safety capacity built in."""


def _check_count(n):
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"a number of people must be an int of at least 1, not {n!r}")


class DoorCounter:
    """Counts people coming in and going out of the venue during one night.

    ``DoorCounter(capacity)``: ``capacity`` is the most people allowed inside at
    once, an int of at least 1; anything else raises ValueError.

    Attributes (read them; the methods keep them up to date):

    ==============  =======================================================
    ``capacity``    as given
    ``inside``      people inside right now; starts at 0
    ``peak``        the highest ``inside`` has been since the counter was
                    made or last reset
    ``total_in``    how many people came in, in total (people who leave and
                    come back count again)
    ``refused``     how many people were turned away by ``enter``
    ==============  =======================================================

    Methods:

    ``enter(n=1)``
        A group of ``n`` people wants in. If letting all of them in would take
        ``inside`` above ``capacity``, none of them get in (a group is never split),
        ``refused`` goes up by ``n`` and the method returns False. Otherwise they
        are all let in and it returns True. Filling the venue exactly to capacity
        is allowed.
    ``leave(n=1)``
        ``n`` people leave. If that is more than are inside, ValueError is raised
        and nothing changes.
    ``space()``
        How many more people may come in right now.
    ``is_full()``
        True when ``inside`` equals ``capacity``.
    ``reset()``
        A new night: ``inside``, ``peak``, ``total_in`` and ``refused`` all go back
        to 0. ``capacity`` stays.

    For ``enter`` and ``leave``, ``n`` must be an int of at least 1 (``True`` does not
    count as one); otherwise ValueError, and nothing changes.

    Example::

        door = DoorCounter(3)
        door.enter(2)   # True    inside 2
        door.enter(2)   # False   inside still 2, refused 2
        door.enter()    # True    inside 3, is_full() is True, space() is 0
        door.leave(2)   #         inside 1, peak 3, total_in 3
    """

    def __init__(self, capacity):
        if isinstance(capacity, bool) or not isinstance(capacity, int) or capacity < 1:
            raise ValueError("capacity must be an int of at least 1")
        self.capacity = capacity
        self.inside = 0
        self.peak = 0
        self.total_in = 0
        self.refused = 0

    def enter(self, n=1):
        _check_count(n)
        if self.inside + n > self.capacity:
            self.refused += n
            return False
        self.inside += n
        self.total_in += n
        self.peak = max(self.peak, self.inside)
        return True

    def leave(self, n=1):
        _check_count(n)
        if n > self.inside:
            raise ValueError(f"only {self.inside} inside, {n} cannot leave")
        self.inside -= n

    def space(self):
        return self.capacity - self.inside

    def is_full(self):
        return self.inside == self.capacity

    def reset(self):
        self.inside = 0
        self.peak = 0
        self.total_in = 0
        self.refused = 0
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'cannot_fill_to_capacity': [
        ('if self.inside + n > self.capacity:',
         'if self.inside + n >= self.capacity:'),
    ],
    'group_split': [
        ('            self.refused += n\n            return False\n',
         '            self.refused += self.inside + n - self.capacity\n            n = self.capacity - self.inside\n'),
    ],
    'refused_counts_groups': [
        ('            self.refused += n\n',
         '            self.refused += 1\n'),
    ],
    'peak_follows_inside': [
        ('self.peak = max(self.peak, self.inside)',
         'self.peak = self.inside'),
    ],
    'leave_clamps': [
        ('        if n > self.inside:\n            raise ValueError(f"only {self.inside} inside, {n} cannot leave")\n',
         '        n = min(n, self.inside)\n'),
    ],
    'cannot_empty_venue': [
        ('if n > self.inside:',
         'if n >= self.inside:'),
    ],
    'total_counts_refused': [
        ('        self.inside += n\n        self.total_in += n\n',
         '        self.inside += n\n'),
        ('        _check_count(n)\n        if self.inside + n > self.capacity:',
         '        _check_count(n)\n        self.total_in += n\n        if self.inside + n > self.capacity:'),
    ],
    'reset_keeps_peak': [
        ('    def reset(self):\n        self.inside = 0\n        self.peak = 0\n        self.total_in = 0\n        self.refused = 0\n',
         '    def reset(self):\n        self.inside = 0\n        self.total_in = 0\n        self.refused = 0\n'),
    ],
    'reset_keeps_total_in': [
        ('    def reset(self):\n        self.inside = 0\n        self.peak = 0\n        self.total_in = 0\n        self.refused = 0\n',
         '    def reset(self):\n        self.inside = 0\n        self.peak = 0\n        self.refused = 0\n'),
    ],
    'reset_keeps_refused': [
        ('    def reset(self):\n        self.inside = 0\n        self.peak = 0\n        self.total_in = 0\n        self.refused = 0\n',
         '    def reset(self):\n        self.inside = 0\n        self.peak = 0\n        self.total_in = 0\n'),
    ],
    'capacity_zero_ok': [
        ('or capacity < 1:',
         'or capacity < 0:'),
    ],
    'zero_people_ok': [
        ('or n < 1:',
         'or n < 0:'),
    ],
    'leave_unchecked': [
        ('    def leave(self, n=1):\n        _check_count(n)\n',
         '    def leave(self, n=1):\n'),
    ],
    'is_full_uses_peak': [
        ('return self.inside == self.capacity',
         'return self.peak == self.capacity'),
    ],
    'space_uses_peak': [
        ('return self.capacity - self.inside',
         'return self.capacity - self.peak'),
    ],
    'bool_count_ok': [
        ('if isinstance(n, bool) or not isinstance(n, int) or n < 1:',
         'if not isinstance(n, int) or n < 1:'),
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
