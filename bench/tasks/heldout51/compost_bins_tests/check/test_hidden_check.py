"""Hidden check for compost_bins_tests: the user's tests/test_compost.py must pass on the given
compost.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'compost.py'
TEST_FILE = 'tests/test_compost.py'

# the given compost.py, verbatim
ORIGINAL = r'''"""Helpers for my compost bays: the mix, when to turn it, and when it's ready."""

from datetime import timedelta

CARBON_TO_NITROGEN = {"grass": 20, "food scraps": 15, "manure": 25, "leaves": 60,
                      "straw": 80, "cardboard": 350}
GOOD_MIX = (25, 35)  # a C:N ratio in this range (ends included) is just right
TURN_EVERY = 4  # days between turns
HOT = 40  # degrees C: the heap is still working at this or above
COOL_READINGS = 3  # readings in a row below HOT before it can be ready
MIN_WEEKS = 8


def mix_ratio(buckets):
    """The C:N ratio of a mix, {material: buckets}, weighted by buckets, to 1 decimal place.

    Material names ignore capitals and spaces round them. An unknown material,
    a negative number of buckets or no buckets at all is a ValueError.
    """
    total = 0
    weighted = 0
    for name, n in buckets.items():
        key = name.strip().lower()
        if key not in CARBON_TO_NITROGEN:
            raise ValueError(f"unknown material: {name!r}")
        if n < 0:
            raise ValueError("buckets can't be negative")
        total += n
        weighted += CARBON_TO_NITROGEN[key] * n
    if total == 0:
        raise ValueError("no buckets in the mix")
    return round(weighted / total, 1)


def advice(ratio):
    """"add greens" above the good range, "add browns" below it, else "just right"."""
    low, high = GOOD_MIX
    if ratio < low:
        return "add browns"
    if ratio > high:
        return "add greens"
    return "just right"


def turning_days(built, until):
    """Days to turn the heap: every TURN_EVERY days after ``built``, up to ``until`` included."""
    days = []
    day = built + timedelta(days=TURN_EVERY)
    while day <= until:
        days.append(day)
        day += timedelta(days=TURN_EVERY)
    return days


def is_ready(temps, weeks_old):
    """Ready when at least MIN_WEEKS old and the last COOL_READINGS temps are all below HOT."""
    if weeks_old < MIN_WEEKS or len(temps) < COOL_READINGS:
        return False
    return all(t < HOT for t in temps[-COOL_READINGS:])


def bay_litres(width_cm, depth_cm, height_cm):
    """Volume of a bay in litres, rounded to the nearest litre."""
    return round(width_cm * depth_cm * height_cm / 1000)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'names_case_sensitive': [
        ('        key = name.strip().lower()\n',
         '        key = name.strip()\n'),
    ],
    'unknown_material_skipped': [
        ('            raise ValueError(f"unknown material: {name!r}")\n',
         '            continue\n'),
    ],
    'negative_buckets_allowed': [
        ('        if n < 0:\n',
         '        if n < -1000:\n'),
    ],
    'plain_average_not_weighted': [
        ('        total += n\n        weighted += CARBON_TO_NITROGEN[key] * n\n',
         '        total += 1 if n else 0\n        weighted += CARBON_TO_NITROGEN[key] if n else 0\n'),
    ],
    'ratio_rounded_whole': [
        ('    return round(weighted / total, 1)\n',
         '    return round(weighted / total)\n'),
    ],
    'low_edge_not_right': [
        ('    if ratio < low:\n',
         '    if ratio <= low:\n'),
    ],
    'high_edge_not_right': [
        ('    if ratio > high:\n',
         '    if ratio >= high:\n'),
    ],
    'turning_includes_built_day': [
        ('    day = built + timedelta(days=TURN_EVERY)\n',
         '    day = built\n'),
    ],
    'turning_excludes_until': [
        ('    while day <= until:\n',
         '    while day < until:\n'),
    ],
    'weeks_edge_excluded': [
        ('    if weeks_old < MIN_WEEKS or',
         '    if weeks_old <= MIN_WEEKS or'),
    ],
    'too_few_readings_ready': [
        ('    if weeks_old < MIN_WEEKS or len(temps) < COOL_READINGS:\n',
         '    if weeks_old < MIN_WEEKS:\n'),
    ],
    'litres_rounded_down': [
        ('    return round(width_cm * depth_cm * height_cm / 1000)\n',
         '    return int(width_cm * depth_cm * height_cm / 1000)\n'),
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
