"""Hidden check for tattoo_studio_tests: the user's tests/test_tattoo.py must pass on the given
tattoo.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'tattoo.py'
TEST_FILE = 'tests/test_tattoo.py'

# the given tattoo.py, verbatim
ORIGINAL = r'''"""Prices, deposits and booking rules for my tattoo studio. Money in pounds."""

import math

HALF_HOUR_RATE = 45.0  # for every half hour, or part of one, in the chair
MINIMUM_CHARGE = 60.0  # the shop minimum, however small the piece
DEPOSIT_SHARE = 0.20
DEPOSIT_STEP = 5  # deposits are rounded UP to a multiple of this
MIN_DEPOSIT = 30
MIN_AGE = 18
TOUCH_UP_DAYS = 90  # a touch-up is free up to this many days after the tattoo


def session_price(minutes):
    """Price of a session of ``minutes`` minutes.

    Every half hour or part of one is charged at HALF_HOUR_RATE, but a
    session never costs less than MINIMUM_CHARGE. minutes must be a whole
    number more than 0, else ValueError.
    """
    if not isinstance(minutes, int) or isinstance(minutes, bool) or minutes <= 0:
        raise ValueError("minutes must be a whole number more than 0")
    half_hours = math.ceil(minutes / 30)
    return max(MINIMUM_CHARGE, half_hours * HALF_HOUR_RATE)


def deposit(price):
    """Deposit to hold a booking.

    DEPOSIT_SHARE of the price, rounded up to a multiple of DEPOSIT_STEP;
    at least MIN_DEPOSIT, but never more than the price itself. A price of
    0 or less is a ValueError.
    """
    if not price > 0:
        raise ValueError("price must be more than 0")
    share = round(price * DEPOSIT_SHARE, 2)
    rounded = math.ceil(share / DEPOSIT_STEP) * DEPOSIT_STEP
    return min(price, max(MIN_DEPOSIT, rounded))


def old_enough(born, appointment):
    """True if someone born on ``born`` is MIN_AGE or older on the appointment day.

    Turning 18 on the day itself counts. Both are datetime.date.
    """
    age = appointment.year - born.year - (
        (appointment.month, appointment.day) < (born.month, born.day))
    return age >= MIN_AGE


def free_touch_up(done, asked):
    """True if a touch-up asked for on ``asked`` is free for a tattoo done on ``done``.

    Free up to and including TOUCH_UP_DAYS days after the tattoo. Asking
    before the tattoo was done is a ValueError.
    """
    days = (asked - done).days
    if days < 0:
        raise ValueError("the touch-up can't be before the tattoo")
    return days <= TOUCH_UP_DAYS
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'minimum_charge_50': [
        ('MINIMUM_CHARGE = 60.0 ',
         'MINIMUM_CHARGE = 50.0 '),
    ],
    'half_hour_rate_40': [
        ('HALF_HOUR_RATE = 45.0 ',
         'HALF_HOUR_RATE = 40.0 '),
    ],
    'part_half_hour_rounded': [
        ('    half_hours = math.ceil(minutes / 30)\n',
         '    half_hours = round(minutes / 30)\n'),
    ],
    'zero_minutes_allowed': [
        ('isinstance(minutes, bool) or minutes <= 0:',
         'isinstance(minutes, bool) or minutes < 0:'),
    ],
    'deposit_quarter': [
        ('DEPOSIT_SHARE = 0.20\n',
         'DEPOSIT_SHARE = 0.25\n'),
    ],
    'deposit_rounded_down': [
        ('    rounded = math.ceil(share / DEPOSIT_STEP) * DEPOSIT_STEP\n',
         '    rounded = math.floor(share / DEPOSIT_STEP) * DEPOSIT_STEP\n'),
    ],
    'no_minimum_deposit': [
        ('    return min(price, max(MIN_DEPOSIT, rounded))\n',
         '    return min(price, rounded)\n'),
    ],
    'deposit_can_be_over_price': [
        ('    return min(price, max(MIN_DEPOSIT, rounded))\n',
         '    return max(MIN_DEPOSIT, rounded)\n'),
    ],
    'birthday_on_the_day_refused': [
        ('(appointment.month, appointment.day) < (born.month, born.day)',
         '(appointment.month, appointment.day) <= (born.month, born.day)'),
    ],
    'age_by_year_only': [
        ('    age = appointment.year - born.year - (\n        (appointment.month, appointment.day) < (born.month, born.day))\n',
         '    age = appointment.year - born.year\n'),
    ],
    'touch_up_60_days': [
        ('TOUCH_UP_DAYS = 90 ',
         'TOUCH_UP_DAYS = 60 '),
    ],
    'touch_up_last_day_charged': [
        ('    return days <= TOUCH_UP_DAYS\n',
         '    return days < TOUCH_UP_DAYS\n'),
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
