"""Hidden check for warranty_tests: the user's tests/test_warranty.py must pass on the given
warranty.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'warranty.py'
TEST_FILE = 'tests/test_warranty.py'

# the given warranty.py, verbatim
ORIGINAL = r'''"""When the warranties on the household appliances run out.

Every date here is a ``datetime.date``. A warranty is described by the day
the appliance was bought and its length in whole calendar months.
"""

from datetime import date, timedelta


def days_in_month(year, month):
    """The number of days in ``month`` (1-12) of ``year``, leap years included.

    >>> days_in_month(2024, 2)
    29
    >>> days_in_month(2023, 12)
    31
    """
    if month == 12:
        return 31
    return (date(year, month + 1, 1) - timedelta(days=1)).day


def add_months(start, months):
    """The date ``months`` calendar months after ``start``.

    The day of the month is kept when the target month has it; otherwise the
    last day of the target month is used. ``months`` must be an int of 0 or
    more (True and False are refused), else ValueError.

    >>> add_months(date(2024, 1, 31), 1)
    datetime.date(2024, 2, 29)
    >>> add_months(date(2023, 11, 15), 3)
    datetime.date(2024, 2, 15)
    """
    if isinstance(months, bool) or not isinstance(months, int) or months < 0:
        raise ValueError("months must be an int of 0 or more")
    index = start.month - 1 + months
    year = start.year + index // 12
    month = index % 12 + 1
    return date(year, month, min(start.day, days_in_month(year, month)))


def expiry(purchased, months):
    """The last day the warranty covers: the day before
    add_months(purchased, months). ``months`` must be at least 1, else
    ValueError.

    >>> expiry(date(2024, 3, 15), 12)
    datetime.date(2025, 3, 14)
    """
    if isinstance(months, bool) or not isinstance(months, int) or months < 1:
        raise ValueError("a warranty lasts at least one month")
    return add_months(purchased, months) - timedelta(days=1)


def is_covered(purchased, months, on):
    """True when the day ``on`` is inside the warranty: from ``purchased``
    through expiry(purchased, months), both days included."""
    return purchased <= on <= expiry(purchased, months)


def days_left(purchased, months, today):
    """Whole days from ``today`` to the expiry date: 0 on the expiry day
    itself, None once the warranty has run out (the day after expiry on)."""
    left = (expiry(purchased, months) - today).days
    if left < 0:
        return None
    return left


def expiring_soon(items, today, within=30):
    """The warranties that end soon.

    ``items`` is a list of ``(name, purchased, months)`` tuples. The result is
    a list of ``(name, expiry_date)`` tuples for the items covered on
    ``today`` whose expiry date is at most ``within`` days after ``today``,
    sorted by expiry date, then by name. Items that have already run out, or
    are bought after ``today``, are left out.
    """
    found = []
    for name, purchased, months in items:
        if not is_covered(purchased, months, today):
            continue
        end = expiry(purchased, months)
        if (end - today).days <= within:
            found.append((name, end))
    return sorted(found, key=lambda pair: (pair[1], pair[0]))
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'december_30': [
        ('    if month == 12:\n        return 31\n',
         '    if month == 12:\n        return 30\n'),
    ],
    'february_always_28': [
        ('    if month == 12:\n',
         '    if month == 2:\n        return 28\n    if month == 12:\n'),
    ],
    'day_not_clamped': [
        ('    return date(year, month, min(start.day, days_in_month(year, month)))\n',
         '    return date(year, month, start.day)\n'),
    ],
    'year_from_months_only': [
        ('    year = start.year + index // 12\n',
         '    year = start.year + months // 12\n'),
    ],
    'zero_months_refused': [
        ('or months < 0:\n        raise ValueError("months must be',
         'or months < 1:\n        raise ValueError("months must be'),
    ],
    'bool_months_accepted': [
        ('    if isinstance(months, bool) or not isinstance(months, int) or months < 0:\n',
         '    if not isinstance(months, int) or months < 0:\n'),
    ],
    'expiry_not_day_before': [
        ('    return add_months(purchased, months) - timedelta(days=1)\n',
         '    return add_months(purchased, months)\n'),
    ],
    'covered_before_purchase': [
        ('    return purchased <= on <= expiry(purchased, months)\n',
         '    return on <= expiry(purchased, months)\n'),
    ],
    'purchase_day_not_covered': [
        ('    return purchased <= on <= expiry(purchased, months)\n',
         '    return purchased < on <= expiry(purchased, months)\n'),
    ],
    'expiry_day_not_covered': [
        ('    return purchased <= on <= expiry(purchased, months)\n',
         '    return purchased <= on < expiry(purchased, months)\n'),
    ],
    'days_left_plus_one': [
        ('    left = (expiry(purchased, months) - today).days\n',
         '    left = (expiry(purchased, months) - today).days + 1\n'),
    ],
    'expired_negative': [
        ('    if left < 0:\n        return None\n',
         ''),
    ],
    'soon_boundary_strict': [
        ('        if (end - today).days <= within:\n',
         '        if (end - today).days < within:\n'),
    ],
    'soon_default_14': [
        ('def expiring_soon(items, today, within=30):\n',
         'def expiring_soon(items, today, within=14):\n'),
    ],
    'soon_keeps_uncovered': [
        ('        if not is_covered(purchased, months, today):\n            continue\n',
         ''),
    ],
    'soon_sorted_by_name': [
        ('key=lambda pair: (pair[1], pair[0]))',
         'key=lambda pair: (pair[0], pair[1]))'),
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
