"""Hidden check for bus_timetable_tests: the user's tests/test_bus_timetable.py must pass on the given
bus_timetable.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'bus_timetable.py'
TEST_FILE = 'tests/test_bus_timetable.py'

# the given bus_timetable.py, verbatim
ORIGINAL = r'''"""The departures of one bus route from one stop, on a 24-hour clock."""


class DuplicateDepartureError(ValueError):
    """The departure time is already in the timetable."""


def _minutes(text):
    if (not isinstance(text, str) or len(text) != 5 or text[2] != ":"
            or not text[:2].isdigit() or not text[3:].isdigit()):
        raise ValueError(f"not a HH:MM time: {text!r}")
    hour, minute = int(text[:2]), int(text[3:])
    if hour > 23 or minute > 59:
        raise ValueError(f"not a HH:MM time: {text!r}")
    return hour * 60 + minute


def _text(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


class Timetable:
    """The timetable of one route at one stop.

    ``Timetable(route)``
        ``route`` is the route's name; surrounding spaces are stripped and
        kept in ``self.route``. An empty name raises ValueError.

    Times are strings "HH:MM" with exactly two digits each: hours 00 to 23,
    minutes 00 to 59. Anything else ("7:05", "24:00", "12:60", "1205")
    raises ValueError wherever a time is passed in.

        >>> t = Timetable(" 42 ")
        >>> t.add("08:15")
        >>> t.next_departure("08:00")
        '08:15'

    ``add(time) -> None``
        Adds a departure. A time already in the timetable raises
        DuplicateDepartureError, a subclass of ValueError.

    ``remove(time) -> None``
        Removes a departure; KeyError if it is not in the timetable.

    ``departures`` (property)
        All departures as "HH:MM" strings, earliest first.

    ``next_departure(now) -> str or None``
        The first departure at or after ``now`` the same day, or None when
        the last bus of the day has gone.

    ``wait(now) -> int``
        Minutes from ``now`` until the next bus: one leaving at ``now``
        means 0. When no bus is left today, the wait runs until the first
        departure of the next day (the day has 24 * 60 minutes). Raises
        ValueError for an empty timetable.

    ``busiest_hour`` (property)
        The hour (an int, 0 to 23) with the most departures, ties going to
        the earliest such hour; None for an empty timetable.

    ``len(timetable)``
        The number of departures.
    """

    def __init__(self, route):
        route = route.strip()
        if not route:
            raise ValueError("the route needs a name")
        self.route = route
        self._times = set()

    def add(self, time):
        minutes = _minutes(time)
        if minutes in self._times:
            raise DuplicateDepartureError(time)
        self._times.add(minutes)

    def remove(self, time):
        minutes = _minutes(time)
        if minutes not in self._times:
            raise KeyError(time)
        self._times.remove(minutes)

    @property
    def departures(self):
        return [_text(m) for m in sorted(self._times)]

    def next_departure(self, now):
        current = _minutes(now)
        later = [m for m in self._times if m >= current]
        return _text(min(later)) if later else None

    def wait(self, now):
        current = _minutes(now)
        if not self._times:
            raise ValueError("the timetable is empty")
        later = [m for m in self._times if m >= current]
        if later:
            return min(later) - current
        return 24 * 60 - current + min(self._times)

    @property
    def busiest_hour(self):
        if not self._times:
            return None
        counts = {}
        for m in self._times:
            counts[m // 60] = counts.get(m // 60, 0) + 1
        return min(counts, key=lambda hour: (-counts[hour], hour))

    def __len__(self):
        return len(self._times)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'hour_24_allowed': [
        ('    if hour > 23 or minute > 59:\n',
         '    if hour > 24 or minute > 59:\n'),
    ],
    'minute_60_allowed': [
        ('    if hour > 23 or minute > 59:\n',
         '    if hour > 23 or minute > 60:\n'),
    ],
    'one_digit_hour': [
        ('    if (not isinstance(text, str) or len(text) != 5 or text[2] != ":"\n            or not text[:2].isdigit() or not text[3:].isdigit()):\n        raise ValueError(f"not a HH:MM time: {text!r}")\n    hour, minute = int(text[:2]), int(text[3:])\n',
         '    if not isinstance(text, str) or ":" not in text:\n        raise ValueError(f"not a HH:MM time: {text!r}")\n    hour, minute = (int(part) for part in text.split(":"))\n'),
    ],
    'route_not_stripped': [
        ('        route = route.strip()\n        if not route:\n',
         '        if not route.strip():\n'),
    ],
    'empty_route_allowed': [
        ('        if not route:\n            raise ValueError("the route needs a name")\n',
         ''),
    ],
    'duplicate_ignored': [
        ('            raise DuplicateDepartureError(time)\n',
         '            return\n'),
    ],
    'duplicate_not_valueerror': [
        ('class DuplicateDepartureError(ValueError):\n',
         'class DuplicateDepartureError(Exception):\n'),
    ],
    'remove_unknown_silent': [
        ('        if minutes not in self._times:\n            raise KeyError(time)\n        self._times.remove(minutes)\n',
         '        self._times.discard(minutes)\n'),
    ],
    'departures_unsorted': [
        ('        return [_text(m) for m in sorted(self._times)]\n',
         '        return [_text(m) for m in self._times]\n'),
    ],
    'next_strictly_after': [
        ('        later = [m for m in self._times if m >= current]\n        return _text(',
         '        later = [m for m in self._times if m > current]\n        return _text('),
    ],
    'next_wraps': [
        ('        return _text(min(later)) if later else None\n',
         '        return _text(min(later or self._times)) if self._times else None\n'),
    ],
    'wait_strictly_after': [
        ('        later = [m for m in self._times if m >= current]\n        if later:\n',
         '        later = [m for m in self._times if m > current]\n        if later:\n'),
    ],
    'wait_no_wrap': [
        ('        return 24 * 60 - current + min(self._times)\n',
         '        return None\n'),
    ],
    'wait_wraps_to_last': [
        ('        return 24 * 60 - current + min(self._times)\n',
         '        return 24 * 60 - current + max(self._times)\n'),
    ],
    'wait_empty_zero': [
        ('            raise ValueError("the timetable is empty")\n',
         '            return 0\n'),
    ],
    'busiest_tie_latest': [
        ('        return min(counts, key=lambda hour: (-counts[hour], hour))\n',
         '        return max(counts, key=lambda hour: (counts[hour], hour))\n'),
    ],
    'busiest_empty_zero': [
        ('        if not self._times:\n            return None\n        counts',
         '        if not self._times:\n            return 0\n        counts'),
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
