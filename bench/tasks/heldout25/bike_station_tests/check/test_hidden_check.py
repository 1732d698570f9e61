"""Hidden check for bike_station_tests: the user's tests/test_bike_station.py must pass on the given
bike_station.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "bike_station.py"
TEST_FILE = "tests/test_bike_station.py"

# the given bike_station.py, verbatim
ORIGINAL = r'''"""One bike-share station: docks, the bikes standing in them, and riders taking them out."""


class StationError(Exception):
    """Base class of every error this module raises on purpose (bad arguments to
    BikeStation() itself raise ValueError instead)."""


class NoBikeAvailable(StationError):
    """Raised by rent() when no docked bike can be rented."""


class AlreadyRiding(StationError):
    """Raised by rent() when the card already has a bike out from this station."""


class NotRiding(StationError):
    """Raised by give_back() when the card has no bike out from this station."""


class DockFull(StationError):
    """Raised by give_back() and deliver() when every dock is occupied."""


class UnknownBike(StationError):
    """Raised by repair() for a bike that is not docked here."""


def _card(card):
    return card.replace(" ", "").replace("-", "")


class BikeStation:
    """A station with ``docks`` docks.

    ``BikeStation(docks, bikes)``
        ``docks`` is an int of at least 1. ``bikes`` lists the ids (strings) of the
        bikes docked at the start, at most ``docks`` of them and no id twice.
        Anything else raises ValueError.

    ``rent(card) -> str``
        Hands out the bike that has been docked the longest and returns its id.
        The starting bikes count as docked in the order they were listed (the
        first one longest); a bike given back joins behind all bikes docked
        before it. Bikes flagged for repair stay in their dock and are skipped.
        Card numbers are compared ignoring spaces and hyphens: "1234-5678",
        "1234 5678" and "12345678" are the same card.
        Raises AlreadyRiding if the card already has a bike out, and
        NoBikeAvailable if no unflagged bike is docked.

    ``give_back(card, *, damaged=False) -> str``
        Docks the card's bike again and returns its id; with ``damaged=True`` the
        bike is flagged for repair. Raises NotRiding if the card has no bike out,
        and DockFull if every dock is occupied (the rider then keeps the bike).

    ``deliver(bike_id) -> None``
        Docks a bike that the service van brought from another station; it joins
        the docking order like a bike given back. Raises DockFull if every dock is
        occupied, and ValueError if a bike with that id is already docked here or
        out on a ride from here.

    ``repair(bike_id) -> None``
        Clears the repair flag of a docked bike (nothing happens if it was not
        flagged). The bike keeps its place in the docking order. Raises
        UnknownBike if the bike is not docked here.

    ``available`` (property)
        How many docked bikes are not flagged for repair.

    ``free_docks`` (property)
        How many docks are empty; a flagged bike still occupies its dock.

    ``rides``
        How many bikes have been rented from this station so far.

    ``riding() -> dict``
        ``{card as given to rent(): bike id}`` for every bike out, in the order the
        rides started.

    NoBikeAvailable, AlreadyRiding, NotRiding, DockFull and UnknownBike are all
    subclasses of StationError.

    Example::

        station = BikeStation(3, ["B1", "B2"])
        station.rent("1111-2222")                # "B1"
        station.rent("1111 2222")                # AlreadyRiding
        station.give_back("11112222", damaged=True)  # "B1"
        station.rent("3333")                     # "B2"  (B1 is flagged)
        station.rent("4444")                     # NoBikeAvailable
        station.available, station.free_docks    # (0, 2)
    """

    def __init__(self, docks, bikes):
        if isinstance(docks, bool) or not isinstance(docks, int) or docks < 1:
            raise ValueError("docks must be an int of at least 1")
        if len(bikes) > docks:
            raise ValueError("more bikes than docks")
        if len(set(bikes)) != len(bikes):
            raise ValueError("a bike id is listed twice")
        self.docks = docks
        self._docked = list(bikes)  # longest docked first
        self._flagged = set()
        self._out = {}  # _card(card) -> (card as given, bike id)
        self.rides = 0

    def rent(self, card):
        key = _card(card)
        if key in self._out:
            raise AlreadyRiding(card)
        for bike in self._docked:
            if bike not in self._flagged:
                self._docked.remove(bike)
                self._out[key] = (card, bike)
                self.rides += 1
                return bike
        raise NoBikeAvailable(card)

    def give_back(self, card, *, damaged=False):
        key = _card(card)
        if key not in self._out:
            raise NotRiding(card)
        if len(self._docked) >= self.docks:
            raise DockFull(card)
        _, bike = self._out.pop(key)
        self._docked.append(bike)
        if damaged:
            self._flagged.add(bike)
        return bike

    def deliver(self, bike_id):
        if len(self._docked) >= self.docks:
            raise DockFull(bike_id)
        out = [bike for _, bike in self._out.values()]
        if bike_id in self._docked or bike_id in out:
            raise ValueError("that bike is already at this station")
        self._docked.append(bike_id)

    def repair(self, bike_id):
        if bike_id not in self._docked:
            raise UnknownBike(bike_id)
        self._flagged.discard(bike_id)

    @property
    def available(self):
        return sum(1 for bike in self._docked if bike not in self._flagged)

    @property
    def free_docks(self):
        return self.docks - len(self._docked)

    def riding(self):
        return {card: bike for card, bike in self._out.values()}
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'newest_bike_first': [
        ('        for bike in self._docked:\n',
         '        for bike in reversed(self._docked):\n'),
    ],
    'flagged_bike_rented': [
        ('            if bike not in self._flagged:\n                self._docked.remove(bike)\n',
         '            if True:\n                self._docked.remove(bike)\n'),
    ],
    'card_hyphens_matter': [
        ('    return card.replace(" ", "").replace("-", "")\n',
         '    return card.replace(" ", "")\n'),
    ],
    'card_spaces_matter': [
        ('    return card.replace(" ", "").replace("-", "")\n',
         '    return card.replace("-", "")\n'),
    ],
    'second_bike_allowed': [
        ('        if key in self._out:\n            raise AlreadyRiding(card)\n',
         ''),
    ],
    'give_back_one_over_capacity': [
        ('        if len(self._docked) >= self.docks:\n            raise DockFull(card)\n',
         '        if len(self._docked) > self.docks:\n            raise DockFull(card)\n'),
    ],
    'dock_full_loses_ride': [
        ('        if len(self._docked) >= self.docks:\n            raise DockFull(card)\n        _, bike = self._out.pop(key)\n',
         '        _, bike = self._out.pop(key)\n        if len(self._docked) >= self.docks:\n            raise DockFull(card)\n'),
    ],
    'damage_not_flagged': [
        ('        if damaged:\n            self._flagged.add(bike)\n',
         ''),
    ],
    'rides_counted_on_return': [
        ('                self.rides += 1\n',
         ''),
        ('        self._docked.append(bike)\n        if damaged:',
         '        self._docked.append(bike)\n        self.rides += 1\n        if damaged:'),
    ],
    'free_docks_ignore_flagged': [
        ('        return self.docks - len(self._docked)\n',
         '        return self.docks - self.available\n'),
    ],
    'available_counts_flagged': [
        ('        return sum(1 for bike in self._docked if bike not in self._flagged)\n',
         '        return len(self._docked)\n'),
    ],
    'full_start_rejected': [
        ('        if len(bikes) > docks:\n',
         '        if len(bikes) >= docks:\n'),
    ],
    'duplicate_bikes_accepted': [
        ('        if len(set(bikes)) != len(bikes):\n            raise ValueError("a bike id is listed twice")\n',
         ''),
    ],
    'not_riding_plain_key_error': [
        ('class NotRiding(StationError):',
         'class NotRiding(KeyError):'),
    ],
    'repair_moves_bike_to_back': [
        ('        self._flagged.discard(bike_id)\n',
         '        self._flagged.discard(bike_id)\n        self._docked.remove(bike_id)\n        self._docked.append(bike_id)\n'),
    ],
    'riding_sorted_by_card': [
        ('        return {card: bike for card, bike in self._out.values()}\n',
         '        return dict(sorted(self._out.values()))\n'),
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
