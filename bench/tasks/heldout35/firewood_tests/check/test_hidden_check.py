"""Hidden check for firewood_tests: the user's tests/test_firewood.py must pass on the given
firewood.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'firewood.py'
TEST_FILE = 'tests/test_firewood.py'

# the given firewood.py, verbatim
ORIGINAL = r'''"""Sums for my log store: ordering firewood, seasoning it and burning it.

Logs come loose, tipped off the back of a trailer, and are sold by the
loose cubic metre. Stacked neatly they take up less room.
"""

import calendar
import math

STACKED_PER_LOOSE = 0.7  # one loose m3 stacks to this many m3
PRICE_PER_LOOSE_M3 = 95.0
DELIVERY = {1: 0.0, 2: 15.0, 3: 30.0}  # delivery zone: charge
FREE_DELIVERY_FROM = 3  # loose m3: order this many or more and delivery is free
SEASONING_MONTHS = {"ash": 12, "birch": 12, "sycamore": 12, "beech": 18, "oak": 24, "pine": 9}
DRY_ENOUGH = 20  # % moisture: ready to burn at or below this
EVENING_M3 = 0.04  # stacked m3 the stove gets through in one evening


def stacked_volume(length, height, depth):
    """Volume of a stack in m3 (sides in metres), to 2 decimal places.

    Every side must be more than 0, else ValueError.
    """
    if min(length, height, depth) <= 0:
        raise ValueError("every side must be more than 0")
    return round(length * height * depth, 2)


def loose_to_order(stacked_m3):
    """Whole loose m3 to order to fill ``stacked_m3`` of stacked space, rounded up."""
    if stacked_m3 <= 0:
        raise ValueError("space must be more than 0")
    return math.ceil(round(stacked_m3 / STACKED_PER_LOOSE, 6))


def order_price(loose_m3, zone):
    """Price of an order of ``loose_m3`` loose m3 delivered to ``zone``, to 2 places.

    loose_m3 must be a whole number, 1 or more, and zone one of DELIVERY,
    else ValueError. Delivery is free from FREE_DELIVERY_FROM m3 up.
    """
    if not isinstance(loose_m3, int) or isinstance(loose_m3, bool) or loose_m3 < 1:
        raise ValueError("order whole cubic metres, at least 1")
    if zone not in DELIVERY:
        raise ValueError(f"I don't deliver to zone {zone!r}")
    delivery = 0.0 if loose_m3 >= FREE_DELIVERY_FROM else DELIVERY[zone]
    return round(loose_m3 * PRICE_PER_LOOSE_M3 + delivery, 2)


def ready_date(cut, species):
    """When wood cut on ``cut`` (a date) is seasoned: SEASONING_MONTHS later.

    Species in any capitals; one not in SEASONING_MONTHS is a ValueError.
    If the day doesn't exist in that month (31 August + 18 months), it's
    the last day of that month.
    """
    key = species.strip().lower()
    if key not in SEASONING_MONTHS:
        raise ValueError(f"don't know how long {species!r} takes")
    months = cut.month - 1 + SEASONING_MONTHS[key]
    year, month = cut.year + months // 12, months % 12 + 1
    day = min(cut.day, calendar.monthrange(year, month)[1])
    return cut.replace(year=year, month=month, day=day)


def ready_to_burn(readings):
    """True if the wood is dry enough: the WETTEST moisture reading (%) is at
    or below DRY_ENOUGH. Readings must be 0 to 100 and there must be at least
    one, else ValueError.
    """
    if not readings:
        raise ValueError("no readings")
    if any(not 0 <= r <= 100 for r in readings):
        raise ValueError("moisture readings are 0 to 100")
    return max(readings) <= DRY_ENOUGH


def weeks_of_heating(stacked_m3, evenings_per_week=5):
    """Whole weeks the stack lasts with the stove lit ``evenings_per_week`` evenings."""
    if stacked_m3 < 0 or not 1 <= evenings_per_week <= 7:
        raise ValueError("bad stack or evenings")
    return math.floor(round(stacked_m3 / (EVENING_M3 * evenings_per_week), 6))
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'stack_factor_075': [
        ('STACKED_PER_LOOSE = 0.7 ', 'STACKED_PER_LOOSE = 0.75 '),
    ],
    'zero_side_allowed': [
        ('    if min(length, height, depth) <= 0:\n', '    if min(length, height, depth) < 0:\n'),
    ],
    'volume_not_rounded': [
        ('    return round(length * height * depth, 2)\n', '    return length * height * depth\n'),
    ],
    'loose_rounded_not_up': [
        ('    return math.ceil(round(stacked_m3 / STACKED_PER_LOOSE, 6))\n',
         '    return round(stacked_m3 / STACKED_PER_LOOSE)\n'),
    ],
    'price_90': [
        ('PRICE_PER_LOOSE_M3 = 95.0', 'PRICE_PER_LOOSE_M3 = 90.0'),
    ],
    'zone3_25': [
        ('3: 30.0}', '3: 25.0}'),
    ],
    'free_delivery_from_4': [
        ('    delivery = 0.0 if loose_m3 >= FREE_DELIVERY_FROM else DELIVERY[zone]\n',
         '    delivery = 0.0 if loose_m3 > FREE_DELIVERY_FROM else DELIVERY[zone]\n'),
    ],
    'half_metres_allowed': [
        ('    if not isinstance(loose_m3, int) or isinstance(loose_m3, bool) or loose_m3 < 1:\n',
         '    if loose_m3 < 1:\n'),
    ],
    'unknown_zone_free': [
        ('    if zone not in DELIVERY:\n        raise ValueError(f"I don\'t deliver to zone {zone!r}")\n'
         '    delivery = 0.0 if loose_m3 >= FREE_DELIVERY_FROM else DELIVERY[zone]\n',
         '    delivery = 0.0 if loose_m3 >= FREE_DELIVERY_FROM else DELIVERY.get(zone, 0.0)\n'),
    ],
    'oak_18_months': [
        ('"oak": 24,', '"oak": 18,'),
    ],
    'pine_12_months': [
        ('"pine": 9}', '"pine": 12}'),
    ],
    'species_case_matters': [
        ('    key = species.strip().lower()\n', '    key = species.strip()\n'),
    ],
    'year_carry_off_by_one': [
        ('    year, month = cut.year + months // 12, months % 12 + 1\n',
         '    year, month = cut.year + (months + 1) // 12, months % 12 + 1\n'),
    ],
    'short_month_day_28': [
        ('    day = min(cut.day, calendar.monthrange(year, month)[1])\n',
         '    day = min(cut.day, 28)\n'),
    ],
    'dry_below_not_at': [
        ('    return max(readings) <= DRY_ENOUGH\n', '    return max(readings) < DRY_ENOUGH\n'),
    ],
    'dry_on_average': [
        ('    return max(readings) <= DRY_ENOUGH\n',
         '    return sum(readings) / len(readings) <= DRY_ENOUGH\n'),
    ],
    'no_readings_ready': [
        ('    if not readings:\n        raise ValueError("no readings")\n',
         '    if not readings:\n        return True\n'),
    ],
    'reading_over_100_allowed': [
        ('    if any(not 0 <= r <= 100 for r in readings):\n',
         '    if any(r < 0 for r in readings):\n'),
    ],
    'weeks_rounded': [
        ('    return math.floor(round(stacked_m3 / (EVENING_M3 * evenings_per_week), 6))\n',
         '    return round(stacked_m3 / (EVENING_M3 * evenings_per_week))\n'),
    ],
    'evenings_default_7': [
        ('def weeks_of_heating(stacked_m3, evenings_per_week=5):',
         'def weeks_of_heating(stacked_m3, evenings_per_week=7):'),
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
