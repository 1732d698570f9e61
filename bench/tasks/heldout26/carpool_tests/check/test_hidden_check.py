"""Hidden check for carpool_tests: the user's tests/test_carpool.py must pass on the given
carpool.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "carpool.py"
TEST_FILE = "tests/test_carpool.py"

# the given carpool.py, verbatim
ORIGINAL = r'''"""The office carpool: one car, its driver, the riders sharing it and the fuel bill."""


class CarpoolError(Exception):
    """Base class of the errors Carpool raises for riders (bad arguments raise
    ValueError instead)."""


class CarFullError(CarpoolError):
    """Raised by join() when every passenger seat is taken."""


class NotRidingError(CarpoolError):
    """Raised by leave() for a name that is not one of the riders."""


class Carpool:
    """One car driven to the office by ``driver``.

    ``Carpool(driver, seats=4)``
        ``driver`` is the driver's name; surrounding spaces are stripped and an
        empty name (after stripping) raises ValueError. ``seats`` is the number of
        passenger seats, the driver not counted: an int from 1 to 8 inclusive,
        else ValueError.

    ``join(name) -> int``
        Adds a rider and returns how many seats are still free afterwards. Names
        are stripped of surrounding spaces and matched case-insensitively; the
        spelling used the first time is the one kept. Raises ValueError for an
        empty name, for someone who is already riding and for the driver, and
        CarFullError when no seat is free.

    ``leave(name) -> None``
        Removes a rider (matched the same way as in join()). Raises
        NotRidingError if the name is not riding.

    ``riders`` (property)
        The riders' names in the order they joined, as a new list each time.

    ``free_seats`` (property)
        ``seats`` minus the number of riders.

    ``share(cost) -> float``
        Each person's part of a trip's fuel ``cost``: the cost split evenly
        between the driver and the riders, rounded to 2 decimals. A driver alone
        pays all of it. ``cost`` below 0 raises ValueError.

    ``record_trip() -> None``
        Counts one trip: ``trips`` goes up by one, and so does the ride count of
        every rider in the car right now (the driver is not counted).

    ``rides_of(name) -> int``
        How many recorded trips ``name`` rode along (matched like in join()).
        Leaving does not reset it, and a name that never rode has 0.
    """

    def __init__(self, driver, seats=4):
        driver = driver.strip()
        if not driver:
            raise ValueError("driver must not be empty")
        if isinstance(seats, bool) or not isinstance(seats, int):
            raise ValueError("seats must be an int")
        if not 1 <= seats <= 8:
            raise ValueError("seats must be from 1 to 8")
        self.driver = driver
        self.seats = seats
        self.trips = 0
        self._riders = []
        self._rides = {}

    def _find(self, name):
        key = name.strip().lower()
        for i, rider in enumerate(self._riders):
            if rider.lower() == key:
                return i
        return -1

    def join(self, name):
        name = name.strip()
        if not name:
            raise ValueError("name must not be empty")
        if name.lower() == self.driver.lower():
            raise ValueError("the driver cannot join as a rider")
        if self._find(name) >= 0:
            raise ValueError(f"{name} is already riding")
        if len(self._riders) >= self.seats:
            raise CarFullError(name)
        self._riders.append(name)
        return self.seats - len(self._riders)

    def leave(self, name):
        i = self._find(name)
        if i < 0:
            raise NotRidingError(name)
        del self._riders[i]

    @property
    def riders(self):
        return list(self._riders)

    @property
    def free_seats(self):
        return self.seats - len(self._riders)

    def share(self, cost):
        if cost < 0:
            raise ValueError("cost must not be negative")
        return round(cost / (len(self._riders) + 1), 2)

    def record_trip(self):
        self.trips += 1
        for rider in self._riders:
            key = rider.lower()
            self._rides[key] = self._rides.get(key, 0) + 1

    def rides_of(self, name):
        return self._rides.get(name.strip().lower(), 0)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'eight_seats_refused': [
        ('        if not 1 <= seats <= 8:\n',
         '        if not 1 <= seats < 8:\n'),
    ],
    'zero_seats_allowed': [
        ('        if not 1 <= seats <= 8:\n',
         '        if not 0 <= seats <= 8:\n'),
    ],
    'default_five_seats': [
        ('    def __init__(self, driver, seats=4):\n',
         '    def __init__(self, driver, seats=5):\n'),
    ],
    'blank_driver_allowed': [
        ('        driver = driver.strip()\n        if not driver:\n',
         '        if not driver:\n'),
    ],
    'join_returns_seats_before': [
        ('        self._riders.append(name)\n        return self.seats - len(self._riders)\n',
         '        free = self.seats - len(self._riders)\n        self._riders.append(name)\n        return free\n'),
    ],
    'rejoin_case_sensitive': [
        ('            if rider.lower() == key:\n',
         '            if rider.strip() == name.strip():\n'),
    ],
    'driver_may_join': [
        ('        if name.lower() == self.driver.lower():\n',
         '        if name == self.driver and False:\n'),
    ],
    'one_rider_too_many': [
        ('        if len(self._riders) >= self.seats:\n',
         '        if len(self._riders) > self.seats:\n'),
    ],
    'full_car_value_error': [
        ('            raise CarFullError(name)\n',
         '            raise ValueError(name)\n'),
    ],
    'not_riding_outside_hierarchy': [
        ('class NotRidingError(CarpoolError):\n',
         'class NotRidingError(LookupError):\n'),
    ],
    'names_lowercased': [
        ('        self._riders.append(name)\n',
         '        self._riders.append(name.lower())\n'),
    ],
    'riders_alphabetical': [
        ('        return list(self._riders)\n',
         '        return sorted(self._riders, key=str.lower)\n'),
    ],
    'riders_not_a_copy': [
        ('        return list(self._riders)\n',
         '        return self._riders\n'),
    ],
    'share_without_driver': [
        ('        return round(cost / (len(self._riders) + 1), 2)\n',
         '        return round(cost / max(1, len(self._riders)), 2)\n'),
    ],
    'share_one_decimal': [
        ('        return round(cost / (len(self._riders) + 1), 2)\n',
         '        return round(cost / (len(self._riders) + 1), 1)\n'),
    ],
    'leave_resets_rides': [
        ('        del self._riders[i]\n',
         '        self._rides.pop(self._riders[i].lower(), None)\n        del self._riders[i]\n'),
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
