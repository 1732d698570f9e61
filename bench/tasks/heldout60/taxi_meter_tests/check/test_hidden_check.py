"""Hidden check for taxi_meter_tests: the user's tests/test_taxi.py must pass on the given
taxi.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'taxi.py'
TEST_FILE = 'tests/test_taxi.py'

# the given taxi.py, verbatim
ORIGINAL = r'''"""Fares for my taxi, the way the council's tariff card works them out. Money in pounds."""

import math

FLAG_FALL = 3.20  # on the meter as soon as the journey starts; covers the first mile
PER_TENTH = 0.24  # each tenth of a mile after the first mile (a part tenth counts as a whole)
WAIT_PER_MINUTE = 0.30  # waiting time, per whole minute
NIGHT_RATE = 1.5  # journeys starting from 23:00 up to 05:59
HOLIDAY_RATE = 2.0  # journeys on Christmas Day, Boxing Day and New Year's Day
HOLIDAYS = ((12, 25), (12, 26), (1, 1))  # (month, day)
EXTRA_PASSENGER = 1.00  # for each passenger over 2
MAX_PASSENGERS = 4


def meter_fare(miles, wait_minutes=0):
    """What the meter shows at the normal rate, to 2 decimal places.

    Negative miles or waiting time is a ValueError.
    """
    if miles < 0 or wait_minutes < 0:
        raise ValueError("miles and waiting time can't be negative")
    tenths = max(0, math.ceil(round((miles - 1) * 10, 6)))
    return round(FLAG_FALL + tenths * PER_TENTH + wait_minutes * WAIT_PER_MINUTE, 2)


def rate(when):
    """The tariff multiplier for a journey starting at ``when`` (a datetime).

    Holidays pay HOLIDAY_RATE all day (even at night), otherwise nights pay
    NIGHT_RATE, otherwise 1.0.
    """
    if (when.month, when.day) in HOLIDAYS:
        return HOLIDAY_RATE
    if when.hour >= 23 or when.hour < 6:
        return NIGHT_RATE
    return 1.0


def fare(miles, when, passengers=1, wait_minutes=0):
    """The fare for a journey: the meter fare times the rate, plus EXTRA_PASSENGER
    for each passenger over 2 (not multiplied), to 2 decimal places.

    passengers must be a whole number from 1 to MAX_PASSENGERS, else ValueError.
    """
    if not isinstance(passengers, int) or not 1 <= passengers <= MAX_PASSENGERS:
        raise ValueError(f"I can take 1 to {MAX_PASSENGERS} passengers")
    extra = max(0, passengers - 2) * EXTRA_PASSENGER
    return round(meter_fare(miles, wait_minutes) * rate(when) + extra, 2)


def split(total, people):
    """Share a fare: everyone pays the same to the penny, and any pennies left
    over go one each on the first people in the list. split(10.0, 3) -> [3.34, 3.33, 3.33].

    people must be a whole number, 1 or more, else ValueError.
    """
    if not isinstance(people, int) or people < 1:
        raise ValueError("need at least one person")
    pence = round(total * 100)
    share, left = divmod(pence, people)
    return [(share + (1 if i < left else 0)) / 100 for i in range(people)]


def with_tip(amount, percent=10):
    """The fare plus a tip of ``percent`` per cent, rounded UP to the next whole pound."""
    return math.ceil(round(amount * (1 + percent / 100), 6))
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'flag_fall_changed': [
        ('FLAG_FALL = 3.20',
         'FLAG_FALL = 3.40'),
    ],
    'first_mile_charged': [
        ('math.ceil(round((miles - 1) * 10, 6))',
         'math.ceil(round(miles * 10, 6))'),
    ],
    'part_tenth_free': [
        ('math.ceil(round((miles - 1) * 10, 6))',
         'math.floor(round((miles - 1) * 10, 6))'),
    ],
    'waiting_ignored': [
        (' + wait_minutes * WAIT_PER_MINUTE, 2)',
         ', 2)'),
    ],
    'negative_miles_allowed': [
        ('    if miles < 0 or wait_minutes < 0:\n',
         '    if wait_minutes < 0:\n'),
    ],
    'night_from_22': [
        ('when.hour >= 23',
         'when.hour >= 22'),
    ],
    'night_until_7': [
        ('when.hour < 6',
         'when.hour < 7'),
    ],
    'boxing_day_normal': [
        ('HOLIDAYS = ((12, 25), (12, 26), (1, 1))',
         'HOLIDAYS = ((12, 25), (1, 1))'),
    ],
    'holiday_night_at_night_rate': [
        ('    if (when.month, when.day) in HOLIDAYS:\n        return HOLIDAY_RATE\n    if when.hour >= 23 or when.hour < 6:\n        return NIGHT_RATE\n',
         '    if when.hour >= 23 or when.hour < 6:\n        return NIGHT_RATE\n    if (when.month, when.day) in HOLIDAYS:\n        return HOLIDAY_RATE\n'),
    ],
    'extra_from_second_passenger': [
        ('max(0, passengers - 2)',
         'max(0, passengers - 1)'),
    ],
    'split_pennies_to_last': [
        ('(1 if i < left else 0)',
         '(1 if i >= people - left else 0)'),
    ],
    'tip_rounded_to_nearest': [
        ('    return math.ceil(round(amount * (1 + percent / 100), 6))\n',
         '    return round(amount * (1 + percent / 100))\n'),
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
