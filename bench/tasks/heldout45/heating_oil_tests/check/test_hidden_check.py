"""Hidden check for heating_oil_tests: the user's tests/test_oil.py must pass on the given
oil.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'oil.py'
TEST_FILE = 'tests/test_oil.py'

# the given oil.py, verbatim
ORIGINAL = r'''"""Keeping an eye on the heating oil tank behind the garage. Volumes in litres."""

CAPACITY = 1200  # litres when the tank is brim full
TANK_HEIGHT_CM = 110  # inside height: the dipstick reads 0 to this
SAFE_FILL = 1080  # never fill above 90% of CAPACITY
RESERVE = 100  # the last 100 litres are sludge, I never want to go below it
MIN_ORDER = 500  # the suppliers won't deliver less than this
VAT = 0.05  # VAT on domestic heating oil
LEAD_DAYS = 14  # a delivery can take up to two weeks to come


def litres_in_tank(depth_cm):
    """Litres in the tank from the dipstick depth in cm, rounded to a whole litre.

    The tank is a box, so the litres go up in proportion to the depth. A depth below 0
    or above TANK_HEIGHT_CM is a ValueError.
    """
    if not 0 <= depth_cm <= TANK_HEIGHT_CM:
        raise ValueError(f"the dipstick can't read {depth_cm} cm")
    return round(CAPACITY * depth_cm / TANK_HEIGHT_CM)


def days_left(litres, per_day):
    """Whole days of heating before the tank is down to RESERVE, using per_day litres a day.

    0 if it's at or below RESERVE already. per_day must be more than 0, else ValueError.
    """
    if per_day <= 0:
        raise ValueError("per_day must be more than 0")
    if litres <= RESERVE:
        return 0
    return int((litres - RESERVE) // per_day)


def order_size(litres):
    """How much to order: enough to bring the tank up to SAFE_FILL, rounded down to a
    multiple of 100 litres. 0 if that comes to less than MIN_ORDER (not worth a delivery).
    """
    room = SAFE_FILL - litres
    amount = int(room // 100) * 100
    return amount if amount >= MIN_ORDER else 0


def delivery_cost(litres, pence_per_litre):
    """What a delivery costs in pounds, VAT included, to 2 decimal places.

    litres and pence_per_litre must both be more than 0, else ValueError.
    """
    if litres <= 0 or pence_per_litre <= 0:
        raise ValueError("litres and price must be more than 0")
    return round(litres * pence_per_litre * (1 + VAT) / 100, 2)


def needs_order(litres, per_day, lead_days=LEAD_DAYS):
    """True if I should order now: fewer than lead_days days of heating are left."""
    return days_left(litres, per_day) < lead_days
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'capacity_1250': [
        ('CAPACITY = 1200 ',
         'CAPACITY = 1250 '),
    ],
    'full_depth_refused': [
        ('if not 0 <= depth_cm <= TANK_HEIGHT_CM:',
         'if not 0 <= depth_cm < TANK_HEIGHT_CM:'),
    ],
    'negative_depth_allowed': [
        ('if not 0 <= depth_cm <= TANK_HEIGHT_CM:',
         'if not depth_cm <= TANK_HEIGHT_CM:'),
    ],
    'litres_truncated': [
        ('    return round(CAPACITY * depth_cm / TANK_HEIGHT_CM)\n',
         '    return int(CAPACITY * depth_cm / TANK_HEIGHT_CM)\n'),
    ],
    'days_reserve_ignored': [
        ('    return int((litres - RESERVE) // per_day)\n',
         '    return int(litres // per_day)\n'),
    ],
    'days_below_reserve_negative': [
        ('    if litres <= RESERVE:\n        return 0\n',
         ''),
    ],
    'days_zero_rate_allowed': [
        ('    if per_day <= 0:\n',
         '    if per_day < 0:\n'),
    ],
    'order_rounded_to_nearest': [
        ('    amount = int(room // 100) * 100\n',
         '    amount = int(round(room, -2))\n'),
    ],
    'order_minimum_exactly_refused': [
        ('    return amount if amount >= MIN_ORDER else 0\n',
         '    return amount if amount > MIN_ORDER else 0\n'),
    ],
    'order_fills_to_brim': [
        ('    room = SAFE_FILL - litres\n',
         '    room = CAPACITY - litres\n'),
    ],
    'vat_20': [
        ('VAT = 0.05 ',
         'VAT = 0.20 '),
    ],
    'order_on_the_last_day': [
        ('    return days_left(litres, per_day) < lead_days\n',
         '    return days_left(litres, per_day) <= lead_days\n'),
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
