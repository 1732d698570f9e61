"""Hidden check for hot_tub_tests: the user's tests/test_hottub.py must pass on the given
hottub.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'hottub.py'
TEST_FILE = 'tests/test_hottub.py'

# the given hottub.py, verbatim
ORIGINAL = r'''"""Looking after the hot tub. Water in litres, chlorine in ppm, granules in grams."""

from datetime import timedelta

CHLORINE_RANGE = (3.0, 5.0)  # ppm: safe to get in from the low end to the high end, both included
PH_RANGE = (7.2, 7.8)  # outside this the pH needs correcting
GRANULES_PER_PPM = 1.8  # grams of chlorine granules to raise 1000 litres by 1 ppm
CHANGE_DAYS = 90  # drain and refill this often...
BUSY_CHANGE_DAYS = 60  # ...or this often when it's used a lot
BUSY_BATHERS = 10  # more bathers a week than this counts as a lot
MAX_HEAT_C = 40  # the heater won't go above this
WH_PER_LITRE_C = 1.163  # watt-hours to warm one litre by one degree


def chlorine_dose(litres, reading):
    """Grams of granules to bring the chlorine up to the middle of CHLORINE_RANGE (4 ppm),
    rounded to 1 decimal place; 0.0 when the reading is already at the middle or above.
    litres must be more than 0 and the reading 0 or more, else ValueError."""
    if litres <= 0 or reading < 0:
        raise ValueError("litres must be positive and the reading not negative")
    middle = (CHLORINE_RANGE[0] + CHLORINE_RANGE[1]) / 2
    if reading >= middle:
        return 0.0
    return round((middle - reading) * GRANULES_PER_PPM * litres / 1000, 1)


def ph_status(reading):
    """'low' below 7.2, 'high' above 7.8, otherwise 'ok' (7.2 and 7.8 are ok).
    A reading outside 0 to 14 is a ValueError."""
    if not 0 <= reading <= 14:
        raise ValueError(f"not a pH: {reading}")
    if reading < PH_RANGE[0]:
        return "low"
    if reading > PH_RANGE[1]:
        return "high"
    return "ok"


def safe_to_use(chlorine, ph):
    """True when the chlorine is inside CHLORINE_RANGE (ends included) and the pH is ok."""
    low, high = CHLORINE_RANGE
    return low <= chlorine <= high and ph_status(ph) == "ok"


def water_change_due(last_change, bathers_per_week=0):
    """Date of the next drain and refill: CHANGE_DAYS after last_change, or BUSY_CHANGE_DAYS
    after it when there are more than BUSY_BATHERS bathers a week."""
    if bathers_per_week > BUSY_BATHERS:
        return last_change + timedelta(days=BUSY_CHANGE_DAYS)
    return last_change + timedelta(days=CHANGE_DAYS)


def heating_hours(litres, from_c, to_c, heater_kw=3.0):
    """Hours to heat the water from from_c to to_c with a heater_kw heater, rounded to 1
    decimal place. 0.0 if it's already warm enough. to_c above MAX_HEAT_C is a ValueError."""
    if to_c > MAX_HEAT_C:
        raise ValueError(f"the heater only goes up to {MAX_HEAT_C} C")
    if to_c <= from_c:
        return 0.0
    return round(litres * (to_c - from_c) * WH_PER_LITRE_C / (heater_kw * 1000), 1)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'dose_to_top_of_range': [
        ('    middle = (CHLORINE_RANGE[0] + CHLORINE_RANGE[1]) / 2\n',
         '    middle = CHLORINE_RANGE[1]\n'),
    ],
    'granules_2_grams': [
        ('GRANULES_PER_PPM = 1.8 ',
         'GRANULES_PER_PPM = 2.0 '),
    ],
    'dose_zero_litres_allowed': [
        ('    if litres <= 0 or reading < 0:\n',
         '    if litres < 0 or reading < 0:\n'),
    ],
    'dose_negative_reading_allowed': [
        ('    if litres <= 0 or reading < 0:\n',
         '    if litres <= 0:\n'),
    ],
    'ph_7_2_is_low': [
        ('    if reading < PH_RANGE[0]:\n',
         '    if reading <= PH_RANGE[0]:\n'),
    ],
    'ph_7_8_is_high': [
        ('    if reading > PH_RANGE[1]:\n',
         '    if reading >= PH_RANGE[1]:\n'),
    ],
    'ph_range_not_checked': [
        ('    if not 0 <= reading <= 14:\n        raise ValueError(f"not a pH: {reading}")\n',
         ''),
    ],
    'safe_top_of_range_refused': [
        ('    return low <= chlorine <= high and',
         '    return low <= chlorine < high and'),
    ],
    'safe_ignores_ph': [
        ('    return low <= chlorine <= high and ph_status(ph) == "ok"\n',
         '    return low <= chlorine <= high\n'),
    ],
    'busy_at_ten_bathers': [
        ('    if bathers_per_week > BUSY_BATHERS:\n',
         '    if bathers_per_week >= BUSY_BATHERS:\n'),
    ],
    'heat_to_40_refused': [
        ('    if to_c > MAX_HEAT_C:\n',
         '    if to_c >= MAX_HEAT_C:\n'),
    ],
    'heat_cooler_gives_negative': [
        ('    if to_c <= from_c:\n        return 0.0\n',
         ''),
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
