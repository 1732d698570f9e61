"""Hidden check for cobbler_kiosk_tests: the user's tests/test_cobbler.py must pass on the given
cobbler.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'cobbler.py'
TEST_FILE = 'tests/test_cobbler.py'

# the given cobbler.py, verbatim
ORIGINAL = r'''"""Prices and ready times at my shoe repair and key cutting kiosk. Money in pounds."""

REPAIRS = {"heels": 12.50, "half soles": 28.00, "full soles": 42.00,
           "stitching": 8.00, "zip": 18.00}
BOOTS_EXTRA = 0.20  # any repair on boots costs this much more
EXPRESS_FEE = 6.00  # once per ticket: done while you wait
KEYS = {"standard": 4.50, "security": 9.00, "car": 35.00}
KEYS_FULL_PRICE = 3  # keys of one kind after this many are...
KEYS_DISCOUNT = 0.25  # ...this much off each
SOLES = ("half soles", "full soles")


def repair_price(job, boots=False):
    """Price of one repair, to 2 decimal places.

    The job ignores capitals and spaces round it; one that isn't in REPAIRS
    is a ValueError. Boots cost BOOTS_EXTRA more.
    """
    key = job.strip().lower()
    if key not in REPAIRS:
        raise ValueError(f"I don't do {job!r}")
    price = REPAIRS[key]
    if boots:
        price *= 1 + BOOTS_EXTRA
    return round(price, 2)


def ticket_total(jobs, boots=False, express=False):
    """Price of a repair ticket: every job on it, plus EXPRESS_FEE once if express.

    A ticket with no jobs is a ValueError. To 2 decimal places.
    """
    if not jobs:
        raise ValueError("a ticket needs at least one job")
    total = sum(repair_price(job, boots) for job in jobs)
    if express:
        total += EXPRESS_FEE
    return round(total, 2)


def ready_in_days(jobs, express=False):
    """Working days until the ticket is ready.

    Express is ready the same day (0). Otherwise 2 days, or 4 if any job on
    the ticket is soles.
    """
    if express:
        return 0
    if any(job.strip().lower() in SOLES for job in jobs):
        return 4
    return 2


def keys_price(kind, count):
    """Price of cutting ``count`` keys of one kind, to 2 decimal places.

    The first KEYS_FULL_PRICE keys are full price; every key after that is
    KEYS_DISCOUNT off. An unknown kind, or a count that isn't a whole number
    of 1 or more, is a ValueError.
    """
    if kind not in KEYS:
        raise ValueError(f"I don't cut {kind!r} keys")
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise ValueError("count must be a whole number, 1 or more")
    full = min(count, KEYS_FULL_PRICE)
    cheap = count - full
    return round(KEYS[kind] * (full + cheap * (1 - KEYS_DISCOUNT)), 2)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'heels_price_changed': [
        ('"heels": 12.50',
         '"heels": 12.00'),
    ],
    'unknown_repair_free': [
        ('        raise ValueError(f"I don\'t do {job!r}")\n',
         '        return 0.0\n'),
    ],
    'job_capitals_not_ignored': [
        ('    key = job.strip().lower()\n',
         '    key = job.strip()\n'),
    ],
    'boots_extra_25': [
        ('BOOTS_EXTRA = 0.20 ',
         'BOOTS_EXTRA = 0.25 '),
    ],
    'ticket_boots_ignored': [
        ('sum(repair_price(job, boots) for job',
         'sum(repair_price(job) for job'),
    ],
    'express_fee_per_job': [
        ('        total += EXPRESS_FEE\n',
         '        total += EXPRESS_FEE * len(jobs)\n'),
    ],
    'empty_ticket_zero': [
        ('        raise ValueError("a ticket needs at least one job")\n',
         '        return 0.0\n'),
    ],
    'ready_soles_ignored': [
        ('        return 4\n',
         '        return 2\n'),
    ],
    'ready_express_next_day': [
        ('        return 0\n',
         '        return 1\n'),
    ],
    'keys_discount_after_two': [
        ('KEYS_FULL_PRICE = 3 ',
         'KEYS_FULL_PRICE = 2 '),
    ],
    'keys_zero_allowed': [
        ('or count < 1:',
         'or count < 0:'),
    ],
    'keys_unknown_kind_as_standard': [
        ('        raise ValueError(f"I don\'t cut {kind!r} keys")\n',
         '        kind = "standard"\n'),
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
