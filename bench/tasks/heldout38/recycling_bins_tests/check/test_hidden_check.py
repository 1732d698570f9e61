"""Hidden check for recycling_bins_tests: the user's tests/test_recycling.py must pass on the
given recycling.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'recycling.py'
TEST_FILE = 'tests/test_recycling.py'

# the given recycling.py, verbatim
ORIGINAL = r'''"""Our council's bin collections, and what extra bins cost."""

from datetime import timedelta

COLLECTION_DAY = 1  # Tuesday, counted as date.weekday() counts
GARDEN_MONTHS = range(3, 12)  # March to November
EXTRA_BIN_FEE = 35.0  # a year, for each extra bin after the first
MAX_EXTRA = 3


def next_collection(day):
    """The next collection day on or after day (day itself if it is a Tuesday)."""
    return day + timedelta(days=(COLLECTION_DAY - day.weekday()) % 7)


def bins_out(day):
    """The bins emptied on this day, in the order general, recycling, garden.

    Nothing ([]) on any day but a Tuesday. General waste goes every Tuesday;
    recycling on Tuesdays in even ISO week numbers; garden waste on Tuesdays in
    odd ISO week numbers, but only from March to November.
    """
    if day.weekday() != COLLECTION_DAY:
        return []
    week = day.isocalendar()[1]
    bins = ["general"]
    if week % 2 == 0:
        bins.append("recycling")
    elif day.month in GARDEN_MONTHS:
        bins.append("garden")
    return bins


def extra_bin_charge(extra):
    """The yearly charge for extra bins: the first extra bin is free, each one after
    it costs EXTRA_BIN_FEE. extra must be a whole number from 0 to MAX_EXTRA, else
    ValueError."""
    if not isinstance(extra, int) or isinstance(extra, bool) or not 0 <= extra <= MAX_EXTRA:
        raise ValueError("0 to 3 extra bins")
    return max(0, extra - 1) * EXTRA_BIN_FEE
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'collection_day_wednesday': [
        ('COLLECTION_DAY = 1 ',
         'COLLECTION_DAY = 2 '),
    ],
    'same_day_skipped': [
        ('    return day + timedelta(days=(COLLECTION_DAY - day.weekday()) % 7)\n',
         '    return day + timedelta(days=(COLLECTION_DAY - day.weekday()) % 7 or 7)\n'),
    ],
    'recycling_odd_weeks': [
        ('    if week % 2 == 0:\n',
         '    if week % 2 == 1:\n'),
    ],
    'garden_every_week': [
        ('    elif day.month in GARDEN_MONTHS:\n',
         '    if day.month in GARDEN_MONTHS:\n'),
    ],
    'garden_all_year': [
        ('    elif day.month in GARDEN_MONTHS:\n',
         '    else:\n'),
    ],
    'garden_no_november': [
        ('GARDEN_MONTHS = range(3, 12)',
         'GARDEN_MONTHS = range(3, 11)'),
    ],
    'garden_no_march': [
        ('GARDEN_MONTHS = range(3, 12)',
         'GARDEN_MONTHS = range(4, 12)'),
    ],
    'recycling_first': [
        ('        bins.append("recycling")\n',
         '        bins.insert(0, "recycling")\n'),
    ],
    'general_every_day': [
        ('        return []\n',
         '        return ["general"]\n'),
    ],
    'first_extra_charged': [
        ('    return max(0, extra - 1) * EXTRA_BIN_FEE\n',
         '    return extra * EXTRA_BIN_FEE\n'),
    ],
    'fee_changed': [
        ('EXTRA_BIN_FEE = 35.0 ',
         'EXTRA_BIN_FEE = 30.0 '),
    ],
    'four_extra_allowed': [
        ('MAX_EXTRA = 3\n',
         'MAX_EXTRA = 4\n'),
    ],
    'negative_extra_allowed': [
        ('or not 0 <= extra <= MAX_EXTRA:',
         'or extra > MAX_EXTRA:'),
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
