"""Hidden check for parking_meter_tests: the user's tests/test_parking_meter.py must pass on the given
parking_meter.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "parking_meter.py"
TEST_FILE = "tests/test_parking_meter.py"

# the given parking_meter.py, verbatim
ORIGINAL = r'''"""A pay-and-display parking meter on the high street."""

COINS = (10, 20, 50, 100, 200)  # the coins (in pence) the slot takes


class MeterError(Exception):
    """Base class of the errors ParkingMeter raises while in use."""


class RejectedCoin(MeterError):
    """Raised by insert() for a coin the slot does not take."""


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


class ParkingMeter:
    """One meter.

    ``ParkingMeter(pence_per_hour=120, *, max_minutes=120)``
        ``pence_per_hour`` is an int from 20 to 600 inclusive. ``max_minutes``
        (keyword only) is the longest stay that can be bought, an int from 15
        to 240 inclusive. Anything else (bools included) raises ValueError.
        A new meter has no time on it and has taken no money.

    ``insert(coin) -> int``
        Puts one coin in. ``coin`` must be an int, one of 10, 20, 50, 100 or
        200 (pence); any other coin raises RejectedCoin and nothing changes.
        A coin buys ``coin * 60 // pence_per_hour`` minutes (rounded down),
        which are added to the time left, but the time left never goes above
        ``max_minutes``: the meter keeps the whole coin anyway. Every accepted
        coin is added to ``takings``. Returns the minutes left afterwards.

    ``wait(minutes)``
        ``minutes`` (an int, 0 or more, else ValueError) go by: the time left
        goes down by that much, but never below 0.

    ``minutes_left``
        Minutes still paid for.

    ``takings``
        Pence put in since the meter was made or last emptied.

    ``empty() -> int``
        A warden empties the cash box: returns ``takings`` and sets it back
        to 0. The time left is not touched.

    ``expired`` (property)
        True when no time is left.

    ``display() -> str``
        What the screen shows: ``"EXPIRED"`` when no time is left, otherwise
        the time left as hours and two-digit minutes, e.g. ``"1:05"`` for 65
        minutes and ``"0:40"`` for 40.
    """

    def __init__(self, pence_per_hour=120, *, max_minutes=120):
        if not _is_int(pence_per_hour) or not 20 <= pence_per_hour <= 600:
            raise ValueError("pence_per_hour must be an int from 20 to 600")
        if not _is_int(max_minutes) or not 15 <= max_minutes <= 240:
            raise ValueError("max_minutes must be an int from 15 to 240")
        self.pence_per_hour = pence_per_hour
        self.max_minutes = max_minutes
        self.minutes_left = 0
        self.takings = 0

    def insert(self, coin):
        if not _is_int(coin) or coin not in COINS:
            raise RejectedCoin(f"the meter does not take {coin!r}")
        bought = coin * 60 // self.pence_per_hour
        self.minutes_left = min(self.max_minutes, self.minutes_left + bought)
        self.takings += coin
        return self.minutes_left

    def wait(self, minutes):
        if not _is_int(minutes) or minutes < 0:
            raise ValueError("minutes must be an int, 0 or more")
        self.minutes_left = max(0, self.minutes_left - minutes)

    def empty(self):
        cash = self.takings
        self.takings = 0
        return cash

    @property
    def expired(self):
        return self.minutes_left == 0

    def display(self):
        if self.expired:
            return "EXPIRED"
        hours, minutes = divmod(self.minutes_left, 60)
        return f"{hours}:{minutes:02d}"
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'fifty_pence_rejected': [
        ('COINS = (10, 20, 50, 100, 200)',
         'COINS = (10, 20, 100, 200)'),
    ],
    'five_pence_accepted': [
        ('COINS = (10, 20, 50, 100, 200)',
         'COINS = (5, 10, 20, 50, 100, 200)'),
    ],
    'rejected_outside_hierarchy': [
        ('class RejectedCoin(MeterError):',
         'class RejectedCoin(ValueError):'),
    ],
    'minutes_rounded_up': [
        ('        bought = coin * 60 // self.pence_per_hour\n',
         '        bought = -(-coin * 60 // self.pence_per_hour)\n'),
    ],
    'no_cap': [
        ('        self.minutes_left = min(self.max_minutes, self.minutes_left + bought)\n',
         '        self.minutes_left = self.minutes_left + bought\n'),
    ],
    'capped_coin_not_kept': [
        ('        self.takings += coin\n        return self.minutes_left\n',
         '        if self.minutes_left < self.max_minutes:\n            self.takings += coin\n        return self.minutes_left\n'),
    ],
    'cap_replaces_time': [
        ('        self.minutes_left = min(self.max_minutes, self.minutes_left + bought)\n',
         '        self.minutes_left = min(self.max_minutes, bought) if self.minutes_left + bought > self.max_minutes else self.minutes_left + bought\n'),
    ],
    'wait_goes_negative': [
        ('        self.minutes_left = max(0, self.minutes_left - minutes)\n',
         '        self.minutes_left = self.minutes_left - minutes\n'),
    ],
    'negative_wait_allowed': [
        ('        if not _is_int(minutes) or minutes < 0:\n',
         '        if not _is_int(minutes):\n'),
    ],
    'default_rate_100': [
        ('    def __init__(self, pence_per_hour=120, *, max_minutes=120):\n',
         '    def __init__(self, pence_per_hour=100, *, max_minutes=120):\n'),
    ],
    'default_max_180': [
        ('    def __init__(self, pence_per_hour=120, *, max_minutes=120):\n',
         '    def __init__(self, pence_per_hour=120, *, max_minutes=180):\n'),
    ],
    'rate_20_refused': [
        ('not 20 <= pence_per_hour <= 600',
         'not 20 < pence_per_hour <= 600'),
    ],
    'max_240_refused': [
        ('not 15 <= max_minutes <= 240',
         'not 15 <= max_minutes < 240'),
    ],
    'empty_clears_time': [
        ('        self.takings = 0\n        return cash\n',
         '        self.takings = 0\n        self.minutes_left = 0\n        return cash\n'),
    ],
    'empty_keeps_takings': [
        ('        cash = self.takings\n        self.takings = 0\n',
         '        cash = self.takings\n'),
    ],
    'display_minutes_not_padded': [
        ('        return f"{hours}:{minutes:02d}"\n',
         '        return f"{hours}:{minutes}"\n'),
    ],
    'display_zero_not_expired': [
        ('        if self.expired:\n            return "EXPIRED"\n',
         ''),
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
