"""Hidden check for film_developing_tests: the user's tests/test_darkroom.py must pass on the given
darkroom.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'darkroom.py'
TEST_FILE = 'tests/test_darkroom.py'

# the given darkroom.py, verbatim
ORIGINAL = r'''"""Sums for developing black-and-white film in my kitchen darkroom."""

STANDARD_C = 20  # development times on the chart are for 20 C
LOWEST_C, HIGHEST_C = 18, 24  # I don't develop outside this
PER_DEGREE = 0.9  # each degree warmer: time x 0.9; each degree cooler: time / 0.9
PUSH = {-1: 0.8, 0: 1.0, 1: 1.3, 2: 1.6, 3: 2.0}  # stops pushed (or pulled): time factor
ROUND_TO_S = 15  # times are rounded to the nearest 15 seconds
FIXER_ROLLS_PER_LITRE = 15  # rolls a litre of working-strength fixer can do


def dev_time(minutes, temp_c=STANDARD_C, push=0):
    """Developing time in whole seconds for a chart time of ``minutes`` at 20 C.

    Adjusted for the temperature (PER_DEGREE for each degree away from 20)
    and for pushing or pulling (PUSH), then rounded to the nearest
    ROUND_TO_S seconds. minutes must be more than 0, temp_c from LOWEST_C
    to HIGHEST_C and push one of PUSH, else ValueError.
    """
    if minutes <= 0:
        raise ValueError("minutes must be more than 0")
    if not LOWEST_C <= temp_c <= HIGHEST_C:
        raise ValueError(f"develop between {LOWEST_C} and {HIGHEST_C} C")
    if push not in PUSH:
        raise ValueError(f"can't push {push} stops")
    seconds = minutes * 60 * PUSH[push] * PER_DEGREE ** (temp_c - STANDARD_C)
    return int(round(seconds / ROUND_TO_S) * ROUND_TO_S)


def clock(seconds):
    """Seconds as the timer shows them, "m:ss" (450 -> "7:30"). Negative: ValueError."""
    if seconds < 0:
        raise ValueError("seconds can't be negative")
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes}:{secs:02d}"


def dilution(total_ml, ratio="1+9"):
    """(stock ml, water ml) for ``total_ml`` of working solution at ``ratio``.

    ratio is "stock+water" in parts, like "1+9" or "1+25", each a whole
    number of 1 or more. The stock is rounded to a whole ml and the water
    is the rest. total_ml must be more than 0. Anything else: ValueError.
    """
    if total_ml <= 0:
        raise ValueError("total_ml must be more than 0")
    parts = ratio.split("+")
    if len(parts) != 2 or not all(p.strip().isdigit() and int(p) >= 1 for p in parts):
        raise ValueError(f"bad ratio: {ratio!r}")
    stock_parts, water_parts = int(parts[0]), int(parts[1])
    stock = round(total_ml * stock_parts / (stock_parts + water_parts))
    return stock, total_ml - stock


def fixer_left(litres, rolls_done):
    """How many more rolls the fixer can do (never less than 0)."""
    return max(0, int(litres * FIXER_ROLLS_PER_LITRE) - rolls_done)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'per_degree_0_92': [
        ('PER_DEGREE = 0.9 ',
         'PER_DEGREE = 0.92 '),
    ],
    'temperature_backwards': [
        ('PER_DEGREE ** (temp_c - STANDARD_C)',
         'PER_DEGREE ** (STANDARD_C - temp_c)'),
    ],
    'top_temp_refused': [
        ('    if not LOWEST_C <= temp_c <= HIGHEST_C:\n',
         '    if not LOWEST_C <= temp_c < HIGHEST_C:\n'),
    ],
    'push_one_stop_1_4': [
        ('1: 1.3,',
         '1: 1.4,'),
    ],
    'pull_refused': [
        ('{-1: 0.8, 0: 1.0,',
         '{0: 1.0,'),
    ],
    'round_to_30_seconds': [
        ('ROUND_TO_S = 15 ',
         'ROUND_TO_S = 30 '),
    ],
    'rounded_down': [
        ('    return int(round(seconds / ROUND_TO_S) * ROUND_TO_S)\n',
         '    return int(seconds // ROUND_TO_S * ROUND_TO_S)\n'),
    ],
    'clock_seconds_not_padded': [
        ('f"{minutes}:{secs:02d}"',
         'f"{minutes}:{secs}"'),
    ],
    'dilution_parts_swapped': [
        ('round(total_ml * stock_parts /',
         'round(total_ml * water_parts /'),
    ],
    'dilution_zero_total_allowed': [
        ('    if total_ml <= 0:\n',
         '    if total_ml < 0:\n'),
    ],
    'fixer_12_rolls_a_litre': [
        ('FIXER_ROLLS_PER_LITRE = 15 ',
         'FIXER_ROLLS_PER_LITRE = 12 '),
    ],
    'fixer_goes_negative': [
        ('    return max(0, int(litres * FIXER_ROLLS_PER_LITRE) - rolls_done)\n',
         '    return int(litres * FIXER_ROLLS_PER_LITRE) - rolls_done\n'),
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
