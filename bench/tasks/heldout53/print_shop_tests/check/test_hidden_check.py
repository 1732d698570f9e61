"""Hidden check for print_shop_tests: the user's tests/test_printshop.py must pass on the given
printshop.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'printshop.py'
TEST_FILE = 'tests/test_printshop.py'

# the given printshop.py, verbatim
ORIGINAL = r'''"""Prices and timings for flyer jobs at the print shop. Money in pounds."""

import math
from datetime import timedelta

PAPERS = {"standard": 0.0, "recycled": 0.01, "gloss": 0.03}  # extra per flyer
DOUBLE_SIDED = 1.5  # double-sided printing costs this many times single-sided
SETUP_FEE = 5.0  # for small jobs only
SETUP_BELOW = 250  # jobs of fewer flyers than this pay the setup fee
SPARE = 0.05  # spare sheets for misprints, as a share of the sheets
MIN_SPARE = 2
VAT = 0.20


def unit_price(qty, paper="standard"):
    """Price of one flyer in a job of ``qty`` flyers.

    1-99 flyers: 0.12 each, 100-499: 0.09 each, 500 or more: 0.06 each,
    plus the paper's extra. qty must be a whole number, 1 or more, and the
    paper one of PAPERS, else ValueError.
    """
    if not isinstance(qty, int) or isinstance(qty, bool) or qty < 1:
        raise ValueError("qty must be a whole number, 1 or more")
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}")
    if qty >= 500:
        base = 0.06
    elif qty >= 100:
        base = 0.09
    else:
        base = 0.12
    return round(base + PAPERS[paper], 2)


def job_price(qty, paper="standard", double_sided=False):
    """Price of a job before VAT, to 2 decimal places: qty times the unit
    price (times DOUBLE_SIDED if double-sided), plus SETUP_FEE for jobs of
    fewer than SETUP_BELOW flyers."""
    price = qty * unit_price(qty, paper)
    if double_sided:
        price *= DOUBLE_SIDED
    if qty < SETUP_BELOW:
        price += SETUP_FEE
    return round(price, 2)


def with_vat(amount):
    """``amount`` plus VAT, to 2 decimal places."""
    return round(amount * (1 + VAT), 2)


def sheets_needed(qty, per_sheet=4):
    """Sheets to put through the printer for ``qty`` flyers, ``per_sheet`` on
    a sheet: enough sheets for every flyer, plus SPARE of that many sheets
    (rounded up), but never fewer than MIN_SPARE spare sheets."""
    if per_sheet < 1:
        raise ValueError("per_sheet must be 1 or more")
    sheets = math.ceil(qty / per_sheet)
    spare = max(MIN_SPARE, math.ceil(sheets * SPARE))
    return sheets + spare


def ready_date(ordered, qty):
    """The day a job is ready: 2 working days after ``ordered`` for up to 1000
    flyers, 4 working days for more. Saturdays and Sundays aren't working
    days."""
    need = 2 if qty <= 1000 else 4
    day = ordered
    while need:
        day += timedelta(days=1)
        if day.weekday() < 5:
            need -= 1
    return day
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'tier_100_starts_at_101': [
        ('    elif qty >= 100:\n',
         '    elif qty > 100:\n'),
    ],
    'tier_500_starts_at_501': [
        ('    if qty >= 500:\n',
         '    if qty > 500:\n'),
    ],
    'gloss_extra_changed': [
        ('"gloss": 0.03}',
         '"gloss": 0.02}'),
    ],
    'zero_flyers_allowed': [
        ('or qty < 1:',
         'or qty < 0:'),
    ],
    'unknown_paper_as_standard': [
        ('        raise ValueError(f"unknown paper {paper!r}")\n',
         '        paper = "standard"\n'),
    ],
    'double_sided_doubles': [
        ('DOUBLE_SIDED = 1.5 ',
         'DOUBLE_SIDED = 2 '),
    ],
    'setup_fee_at_250_too': [
        ('    if qty < SETUP_BELOW:\n',
         '    if qty <= SETUP_BELOW:\n'),
    ],
    'setup_fee_doubled_too': [
        ('    if double_sided:\n        price *= DOUBLE_SIDED\n    if qty < SETUP_BELOW:\n        price += SETUP_FEE\n',
         '    if qty < SETUP_BELOW:\n        price += SETUP_FEE\n    if double_sided:\n        price *= DOUBLE_SIDED\n'),
    ],
    'spare_rounded_down': [
        ('math.ceil(sheets * SPARE)',
         'int(sheets * SPARE)'),
    ],
    'no_minimum_spare': [
        ('    spare = max(MIN_SPARE, math.ceil(sheets * SPARE))\n',
         '    spare = math.ceil(sheets * SPARE)\n'),
    ],
    'saturday_a_working_day': [
        ('        if day.weekday() < 5:\n',
         '        if day.weekday() < 6:\n'),
    ],
    'thousand_is_a_big_job': [
        ('    need = 2 if qty <= 1000 else 4\n',
         '    need = 2 if qty < 1000 else 4\n'),
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
