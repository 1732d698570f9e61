"""Hidden check for livery_yard_tests: the user's tests/test_livery.py must pass on the given
livery.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "livery.py"
TEST_FILE = "tests/test_livery.py"

# the given livery.py, verbatim
ORIGINAL = r'''"""What the owners at my livery yard pay. Money in pounds."""

from datetime import timedelta

WEEKLY = {"full": 165.0, "part": 110.0, "diy": 45.0}  # livery per horse per week
EXTRAS = {"hay": 6.50, "straw": 5.00, "rug change": 2.00, "turnout": 3.00}  # each time
MULTI_HORSE_OFF = 0.10  # off every horse of one owner except the dearest one
MAX_WEEKS = 5  # a bill covers 1 to 5 weeks
GRACE_DAYS = 7  # a bill paid this many days late or less has no late fee
LATE_FEE = 5.0  # first charge once past the grace days
LATE_PER_DAY = 1.0  # and this for every day late after the grace days
LATE_CAP = 25.0  # the late fee never goes above this
FARRIER_WEEKS = 6


def weekly_fee(kind):
    """Weekly livery for one horse: "full", "part" or "diy" (capitals and spaces
    round it don't matter). Anything else is a ValueError."""
    key = kind.strip().lower()
    if key not in WEEKLY:
        raise ValueError(f"no such livery: {kind!r}")
    return WEEKLY[key]


def owner_week(kinds):
    """One week for an owner's horses, one livery kind per horse, to 2 decimal places.

    The dearest horse pays in full and every other horse gets MULTI_HORSE_OFF
    off. No horses is a ValueError.
    """
    if not kinds:
        raise ValueError("no horses")
    fees = sorted((weekly_fee(kind) for kind in kinds), reverse=True)
    return round(fees[0] + sum(fee * (1 - MULTI_HORSE_OFF) for fee in fees[1:]), 2)


def extras_cost(extras):
    """Cost of the extras, {extra: times}, to 2 decimal places.

    An extra not in EXTRAS, or times that isn't a whole number 0 or more, is
    a ValueError.
    """
    total = 0.0
    for extra, times in extras.items():
        if extra not in EXTRAS:
            raise ValueError(f"no such extra: {extra!r}")
        if not isinstance(times, int) or isinstance(times, bool) or times < 0:
            raise ValueError("times must be a whole number, 0 or more")
        total += EXTRAS[extra] * times
    return round(total, 2)


def bill(kinds, weeks, extras=None):
    """An owner's bill: owner_week for each week plus the extras, to 2 decimal places.

    weeks must be a whole number from 1 to MAX_WEEKS, else ValueError.
    """
    if not isinstance(weeks, int) or isinstance(weeks, bool) or not 1 <= weeks <= MAX_WEEKS:
        raise ValueError("a bill is for 1 to 5 weeks")
    return round(owner_week(kinds) * weeks + extras_cost(extras or {}), 2)


def late_fee(days_late):
    """The fee for paying a bill late.

    Nothing up to GRACE_DAYS days late; after that LATE_FEE plus
    LATE_PER_DAY for each day late beyond GRACE_DAYS, but never more than
    LATE_CAP. Negative days is a ValueError.
    """
    if days_late < 0:
        raise ValueError("days late can't be negative")
    if days_late <= GRACE_DAYS:
        return 0.0
    return min(LATE_CAP, LATE_FEE + LATE_PER_DAY * (days_late - GRACE_DAYS))


def farrier_due(last_shod, weeks=FARRIER_WEEKS):
    """The date the farrier is next due: weeks after last_shod (a date).

    The farrier doesn't work Sundays, so a Sunday moves to the Monday after.
    """
    due = last_shod + timedelta(weeks=weeks)
    if due.weekday() == 6:
        due += timedelta(days=1)
    return due
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'full_livery_160': [
        ('WEEKLY = {"full": 165.0,',
         'WEEKLY = {"full": 160.0,'),
    ],
    'kind_needs_lower_case': [
        ('    key = kind.strip().lower()\n',
         '    key = kind.strip()\n'),
    ],
    'cheapest_horse_pays_full': [
        ('    fees = sorted((weekly_fee(kind) for kind in kinds), reverse=True)\n',
         '    fees = sorted(weekly_fee(kind) for kind in kinds)\n'),
    ],
    'multi_horse_15_off': [
        ('MULTI_HORSE_OFF = 0.10 ',
         'MULTI_HORSE_OFF = 0.15 '),
    ],
    'hay_6': [
        ('EXTRAS = {"hay": 6.50,',
         'EXTRAS = {"hay": 6.00,'),
    ],
    'unknown_extra_ignored': [
        ('        if extra not in EXTRAS:\n            raise ValueError(f"no such extra: {extra!r}")\n',
         '        if extra not in EXTRAS:\n            continue\n'),
    ],
    'negative_times_allowed': [
        ('or isinstance(times, bool) or times < 0:',
         'or isinstance(times, bool):'),
    ],
    'five_weeks_refused': [
        ('not 1 <= weeks <= MAX_WEEKS:',
         'not 1 <= weeks < MAX_WEEKS:'),
    ],
    'late_fee_from_day_7': [
        ('    if days_late <= GRACE_DAYS:\n',
         '    if days_late < GRACE_DAYS:\n'),
    ],
    'late_fee_not_capped': [
        ('    return min(LATE_CAP, LATE_FEE + LATE_PER_DAY * (days_late - GRACE_DAYS))\n',
         '    return LATE_FEE + LATE_PER_DAY * (days_late - GRACE_DAYS)\n'),
    ],
    'sunday_not_moved': [
        ('    if due.weekday() == 6:\n        due += timedelta(days=1)\n',
         ''),
    ],
    'farrier_every_5_weeks': [
        ('FARRIER_WEEKS = 6\n',
         'FARRIER_WEEKS = 5\n'),
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
