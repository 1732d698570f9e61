"""Hidden check for canoe_hire_tests: the user's tests/test_canoe.py must pass on the given
canoe.py (which must stay unchanged) and fail on each small broken version of it."""


import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'canoe.py'
TEST_FILE = 'tests/test_canoe.py'

# the given canoe.py, verbatim
ORIGINAL = r'''"""Prices for hiring out boats at the lake. Money in pounds."""

import math

HOURLY = {"canoe": 18.0, "kayak": 14.0, "paddleboard": 12.0}
MAX_HOURS = 8  # the longest hire, we close after that
DAY_CAP_HOURS = 5  # never charge for more than this many hours
DEPOSIT = 50.0  # per boat
GRACE_MINUTES = 10  # this late or less is free
LATE_PER_15 = 4.0  # then this much for every started 15 minutes
GROUP_SIZE = 4  # this many boats or more in one booking gets the group discount
GROUP_DISCOUNT = 0.10  # off the hire, not the deposit


def hire_price(boat, hours):
    """Hire of one boat for a whole number of hours, 1 to MAX_HOURS.

    Hours past DAY_CAP_HOURS are free. Unknown boats or bad hours are a ValueError.
    """
    if boat not in HOURLY:
        raise ValueError(f"we don't hire out {boat!r}")
    if not isinstance(hours, int) or isinstance(hours, bool) or not 1 <= hours <= MAX_HOURS:
        raise ValueError(f"hours must be a whole number from 1 to {MAX_HOURS}")
    return HOURLY[boat] * min(hours, DAY_CAP_HOURS)


def late_fee(minutes_late):
    """Nothing up to GRACE_MINUTES late, after that LATE_PER_15 for every
    started quarter of an hour. Negative minutes are a ValueError."""
    if minutes_late < 0:
        raise ValueError("minutes late can't be negative")
    if minutes_late <= GRACE_MINUTES:
        return 0.0
    return LATE_PER_15 * math.ceil(minutes_late / 15)


def booking(boats, hours):
    """A booking of several boats for the same hours.

    Returns {"hire": ..., "deposit": ..., "total": ...}. The hire gets
    GROUP_DISCOUNT off when there are GROUP_SIZE boats or more; the deposit is
    DEPOSIT per boat. No boats is a ValueError.
    """
    if not boats:
        raise ValueError("no boats booked")
    hire = sum(hire_price(boat, hours) for boat in boats)
    if len(boats) >= GROUP_SIZE:
        hire *= 1 - GROUP_DISCOUNT
    hire = round(hire, 2)
    deposit = DEPOSIT * len(boats)
    return {"hire": hire, "deposit": deposit, "total": round(hire + deposit, 2)}


def refund(deposit, minutes_late, damaged=False):
    """What's given back of a deposit: the late fee comes off it, never below
    0.0. A damaged boat keeps the whole deposit (0.0 back)."""
    if damaged:
        return 0.0
    return max(0.0, deposit - late_fee(minutes_late))
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'canoe_rate_changed': [
        ('"canoe": 18.0',
         '"canoe": 19.0'),
    ],
    'longest_hire_9_hours': [
        ('MAX_HOURS = 8 ',
         'MAX_HOURS = 9 '),
    ],
    'zero_hours_allowed': [
        ('not 1 <= hours <= MAX_HOURS',
         'not 0 <= hours <= MAX_HOURS'),
    ],
    'part_hours_allowed': [
        ('not isinstance(hours, int) or isinstance(hours, bool) or not 1',
         'not 1'),
    ],
    'cap_6_hours': [
        ('DAY_CAP_HOURS = 5 ',
         'DAY_CAP_HOURS = 6 '),
    ],
    'grace_10_minutes_charged': [
        ('    if minutes_late <= GRACE_MINUTES:\n',
         '    if minutes_late < GRACE_MINUTES:\n'),
    ],
    'late_whole_quarters_only': [
        ('math.ceil(minutes_late / 15)',
         'math.floor(minutes_late / 15)'),
    ],
    'group_needs_5_boats': [
        ('if len(boats) >= GROUP_SIZE:',
         'if len(boats) > GROUP_SIZE:'),
    ],
    'group_discount_15': [
        ('GROUP_DISCOUNT = 0.10 ',
         'GROUP_DISCOUNT = 0.15 '),
    ],
    'deposit_per_booking': [
        ('    deposit = DEPOSIT * len(boats)\n',
         '    deposit = DEPOSIT\n'),
    ],
    'damage_ignored': [
        ('    if damaged:\n        return 0.0\n',
         ''),
    ],
    'refund_below_zero': [
        ('return max(0.0, deposit - late_fee(minutes_late))',
         'return deposit - late_fee(minutes_late)'),
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
