"""Hidden check for road_trip_tests: the user's tests/test_road_trip.py must pass on the given road_trip.py
(left exactly as it was) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'road_trip.py'
TEST_FILE = 'tests/test_road_trip.py'

# the given road_trip.py, verbatim
ORIGINAL = r'''"""Back-of-the-envelope fuel sums for a car trip.

Distances are in kilometres, fuel in litres and consumption in litres per
100 km. Any of them may be an int or a float; a bool, a string or None is
not a number here and is refused with TypeError. Every option after the
first argument is keyword-only.
"""

import math


def _number(value, what, *, positive=False):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{what} must be a number, not {value!r}")
    if value < 0 or (positive and value == 0):
        raise ValueError(f"{what} is out of range: {value!r}")
    return value


def litres_for(distance_km, *, per_100km=6.5, reserve=0.0):
    """Fuel needed to drive distance_km, plus `reserve` litres to spare.

    The answer is rounded to 2 decimal places. A distance of 0 is fine,
    a negative one (or a negative reserve) is a ValueError, and so is a
    consumption that is not above zero.

    >>> litres_for(200)
    13.0
    >>> litres_for(200, per_100km=5, reserve=4)
    14.0
    """
    _number(distance_km, "distance_km")
    _number(per_100km, "per_100km", positive=True)
    _number(reserve, "reserve")
    return round(distance_km * per_100km / 100 + reserve, 2)


def range_km(litres, *, per_100km=6.5, keep=5.0):
    """How many whole kilometres the car goes on `litres` of fuel while
    still keeping `keep` litres in the tank at the end.

    Part of a kilometre does not count (the result is rounded down to an
    int). With no more fuel than `keep`, the answer is 0.

    >>> range_km(50)
    692
    >>> range_km(5)
    0
    """
    _number(litres, "litres")
    _number(per_100km, "per_100km", positive=True)
    _number(keep, "keep")
    usable = litres - keep
    if usable <= 0:
        return 0
    return int(usable * 100 / per_100km)


def fuel_stops(distance_km, *, tank=50.0, per_100km=6.5, start=None, keep=5.0):
    """The number of times you have to fill up on the way.

    You set off with `start` litres in the tank (None: a full tank) and
    every stop fills it right up to `tank` litres. Each stretch is as long
    as range_km() allows with the same `keep`, so you never drop below it.
    Arriving exactly when the fuel reaches `keep` is fine. If a full tank
    cannot take you any distance at all while there is still road to
    cover, that is a ValueError; so is starting with more than the tank
    holds.

    >>> fuel_stops(600)
    0
    >>> fuel_stops(1500)
    2
    """
    _number(distance_km, "distance_km")
    _number(tank, "tank", positive=True)
    if start is not None:
        _number(start, "start")
        if start > tank:
            raise ValueError("start holds more than the tank")
    first = range_km(tank if start is None else start, per_100km=per_100km, keep=keep)
    if distance_km <= first:
        return 0
    leg = range_km(tank, per_100km=per_100km, keep=keep)
    if leg == 0:
        raise ValueError("a full tank does not get you anywhere")
    return math.ceil((distance_km - first) / leg)


def cost_share(distance_km, *, price=1.80, per_100km=6.5, people=1, both_ways=False):
    """Each traveller's share of the fuel bill, rounded to 2 decimals.

    `price` is the price of a litre. With both_ways=True the distance is
    driven there and back, so it counts twice. `people` is how many share
    the bill: an int of 1 or more (0, negatives, floats and bools are all
    a ValueError). Only the fuel burnt is paid for, no reserve.

    >>> cost_share(200)
    23.4
    >>> cost_share(200, people=2, both_ways=True)
    23.4
    """
    _number(distance_km, "distance_km")
    _number(price, "price")
    _number(per_100km, "per_100km", positive=True)
    if isinstance(people, bool) or not isinstance(people, int) or people < 1:
        raise ValueError(f"people must be a whole number of 1 or more, not {people!r}")
    km = distance_km * 2 if both_ways else distance_km
    return round(km * per_100km / 100 * price / people, 2)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'litres_default_six': [
        ('def litres_for(distance_km, *, per_100km=6.5, reserve=0.0):',
         'def litres_for(distance_km, *, per_100km=6.0, reserve=0.0):'),
    ],
    'reserve_ignored': [
        ('per_100km / 100 + reserve, 2)',
         'per_100km / 100, 2)'),
    ],
    'litres_one_decimal': [
        ('per_100km / 100 + reserve, 2)',
         'per_100km / 100 + reserve, 1)'),
    ],
    'negatives_allowed': [
        ('    if value < 0 or (positive and value == 0):\n',
         '    if positive and value <= 0:\n'),
    ],
    'zero_consumption_allowed': [
        ('(positive and value == 0)',
         '(positive and value < 0)'),
    ],
    'bool_is_a_number': [
        ('    if isinstance(value, bool) or not isinstance(value, (int, float)):\n',
         '    if not isinstance(value, (int, float)):\n'),
    ],
    'range_rounds_to_nearest': [
        ('    return int(usable * 100 / per_100km)\n',
         '    return round(usable * 100 / per_100km)\n'),
    ],
    'range_ignores_keep': [
        ('    usable = litres - keep\n',
         '    usable = litres\n'),
    ],
    'range_default_keep_zero': [
        ('def range_km(litres, *, per_100km=6.5, keep=5.0):',
         'def range_km(litres, *, per_100km=6.5, keep=0.0):'),
    ],
    'stops_start_ignored': [
        ('    first = range_km(tank if start is None else start,',
         '    first = range_km(tank,'),
    ],
    'stops_floor_plus_one': [
        ('    return math.ceil((distance_km - first) / leg)\n',
         '    return int((distance_km - first) // leg) + 1\n'),
    ],
    'stops_rounded_down': [
        ('    return math.ceil((distance_km - first) / leg)\n',
         '    return int((distance_km - first) / leg)\n'),
    ],
    'start_above_tank_allowed': [
        ('        if start > tank:\n            raise ValueError("start holds more than the tank")\n',
         ''),
    ],
    'share_not_split': [
        ('* price / people, 2)',
         '* price, 2)'),
    ],
    'both_ways_ignored': [
        ('    km = distance_km * 2 if both_ways else distance_km\n',
         '    km = distance_km\n'),
    ],
    'zero_people_allowed': [
        ('or people < 1:',
         'or people < 0:'),
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
