"""Hidden check for library_fines_tests: the user's tests/test_library_fines.py must pass on the given
library_fines.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'library_fines.py'
TEST_FILE = 'tests/test_library_fines.py'

# the given library_fines.py, verbatim
ORIGINAL = r'''"""Overdue fines for the village library. All money is in whole cents."""

from datetime import date, datetime

DAILY_RATE = {"book": 20, "dvd": 50, "magazine": 10}
FINE_CAP = {"book": 500, "dvd": 1000, "magazine": 200}
GRACE_DAYS = 2


def days_late(due, returned):
    """How many days after ``due`` the item came back.

    Both arguments must be ``datetime.date`` objects; anything else, including
    a ``datetime.datetime``, raises TypeError. The result is the number of
    calendar days from ``due`` to ``returned``, and 0 when the item came back
    on or before the due date (never negative).
    """
    for value in (due, returned):
        if not isinstance(value, date) or isinstance(value, datetime):
            raise TypeError("due and returned must be datetime.date objects")
    return max(0, (returned - due).days)


def fine(item_type, due, returned):
    """The fine in cents for one item.

    ``item_type`` is "book", "dvd" or "magazine", matched case-insensitively
    and ignoring surrounding spaces; any other type raises ValueError.

    An item up to GRACE_DAYS (2) days late costs nothing. Once it is more than
    2 days late, every late day counts, from the first one, at the daily rate:
    20 cents for a book, 50 for a dvd, 10 for a magazine. The fine never goes
    above the cap for the type: 500 for a book, 1000 for a dvd, 200 for a
    magazine.
    """
    key = item_type.strip().lower()
    if key not in DAILY_RATE:
        raise ValueError(f"unknown item type {item_type!r}")
    late = days_late(due, returned)
    if late <= GRACE_DAYS:
        return 0
    return min(late * DAILY_RATE[key], FINE_CAP[key])


def total_fines(loans, today):
    """The sum of the fines, in cents, over ``loans``.

    ``loans`` is a list of ``(item_type, due, returned)`` tuples. ``returned``
    may be None for an item that is still out; it is charged as if it came
    back on ``today``. An empty list gives 0.
    """
    total = 0
    for item_type, due, returned in loans:
        total += fine(item_type, due, today if returned is None else returned)
    return total


def is_blocked(loans, today, limit=1000):
    """True when the borrower owes at least ``limit`` cents (default 1000)
    over ``loans`` (as in total_fines()), which stops them borrowing more."""
    return total_fines(loans, today) >= limit


def format_fine(cents):
    """The amount as text for a receipt: a dollar sign, the whole dollars and
    always two digits of cents, e.g. 5 cents -> "$0.05", 1230 -> "$12.30".
    A negative amount raises ValueError."""
    if cents < 0:
        raise ValueError("a fine cannot be negative")
    return f"${cents // 100}.{cents % 100:02d}"
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'grace_three_days': [
        ('GRACE_DAYS = 2\n',
         'GRACE_DAYS = 3\n'),
    ],
    'grace_boundary_off': [
        ('    if late <= GRACE_DAYS:\n',
         '    if late < GRACE_DAYS:\n'),
    ],
    'grace_days_not_charged': [
        ('    return min(late * DAILY_RATE[key]',
         '    return min((late - GRACE_DAYS) * DAILY_RATE[key]'),
    ],
    'book_rate_25': [
        ('DAILY_RATE = {"book": 20,',
         'DAILY_RATE = {"book": 25,'),
    ],
    'dvd_rate_40': [
        ('"dvd": 50, "magazine": 10}',
         '"dvd": 40, "magazine": 10}'),
    ],
    'no_cap': [
        ('    return min(late * DAILY_RATE[key], FINE_CAP[key])\n',
         '    return late * DAILY_RATE[key]\n'),
    ],
    'dvd_cap_800': [
        ('"dvd": 1000, "magazine": 200}',
         '"dvd": 800, "magazine": 200}'),
    ],
    'magazine_cap_300': [
        ('"magazine": 200}',
         '"magazine": 300}'),
    ],
    'type_case_sensitive': [
        ('    key = item_type.strip().lower()\n',
         '    key = item_type.strip()\n'),
    ],
    'type_not_stripped': [
        ('    key = item_type.strip().lower()\n',
         '    key = item_type.lower()\n'),
    ],
    'unknown_type_free': [
        ('        raise ValueError(f"unknown item type {item_type!r}")\n',
         '        return 0\n'),
    ],
    'early_return_negative': [
        ('    return max(0, (returned - due).days)\n',
         '    return (returned - due).days\n'),
    ],
    'datetime_accepted': [
        ('        if not isinstance(value, date) or isinstance(value, datetime):\n',
         '        if not isinstance(value, date):\n'),
    ],
    'still_out_skipped': [
        ('    for item_type, due, returned in loans:\n        total += fine(',
         '    for item_type, due, returned in loans:\n        if returned is None:\n            continue\n        total += fine('),
    ],
    'blocked_strictly_above': [
        ('    return total_fines(loans, today) >= limit\n',
         '    return total_fines(loans, today) > limit\n'),
    ],
    'blocked_default_2000': [
        ('def is_blocked(loans, today, limit=1000):',
         'def is_blocked(loans, today, limit=2000):'),
    ],
    'cents_not_padded': [
        ('{cents % 100:02d}"',
         '{cents % 100}"'),
    ],
    'negative_formatted': [
        ('    if cents < 0:\n',
         '    if cents < -100:\n'),
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
