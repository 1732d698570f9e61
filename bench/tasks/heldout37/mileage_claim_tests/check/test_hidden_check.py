"""Hidden check for mileage_claim_tests: the user's tests/test_mileage.py must pass on the given
mileage.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'mileage.py'
TEST_FILE = 'tests/test_mileage.py'

# the given mileage.py, verbatim
ORIGINAL = r'''"""The mileage I claim back from work for business journeys in my own vehicle.

Money in pounds. The rates are the approved mileage rates our finance team pays.
"""

CAR_RATE = 0.45          # per mile, car or van, for the first CAR_THRESHOLD miles of a tax year
CAR_RATE_AFTER = 0.25    # per mile, car or van, for every mile after that in the same tax year
CAR_THRESHOLD = 10_000
PASSENGER_RATE = 0.05    # per passenger per mile, cars and vans only
OTHER_RATES = {"motorbike": 0.24, "bicycle": 0.20}  # per mile, whatever the total
VEHICLES = ("car", "van", "motorbike", "bicycle")


def trip_miles(start_reading, end_reading):
    """Miles from two odometer readings (whole numbers, end not below start).

    Anything else is a ValueError.
    """
    for reading in (start_reading, end_reading):
        if not isinstance(reading, int) or isinstance(reading, bool) or reading < 0:
            raise ValueError(f"not an odometer reading: {reading!r}")
    if end_reading < start_reading:
        raise ValueError("the end reading is lower than the start reading")
    return end_reading - start_reading


def claim(miles, so_far=0, passengers=0, vehicle="car"):
    """What one journey of miles pays, to 2 decimal places.

    so_far is how many business miles I've already claimed in this tax year in
    the same vehicle: for a car or van the miles up to CAR_THRESHOLD for the
    year are at CAR_RATE and the rest at CAR_RATE_AFTER. Passengers (colleagues
    I give a lift to on the same journey) add PASSENGER_RATE each per mile, but
    only in a car or van; passengers on a motorbike or bicycle are a ValueError.
    miles, so_far and passengers can't be negative and vehicle has to be one of
    VEHICLES (capitals don't matter), otherwise ValueError.
    """
    if miles < 0 or so_far < 0 or passengers < 0:
        raise ValueError("miles, miles so far and passengers can't be negative")
    vehicle = vehicle.strip().lower()
    if vehicle not in VEHICLES:
        raise ValueError(f"unknown vehicle: {vehicle!r}")
    if vehicle in OTHER_RATES:
        if passengers:
            raise ValueError(f"no passengers on a {vehicle}")
        return round(miles * OTHER_RATES[vehicle], 2)
    full_rate = min(miles, max(0, CAR_THRESHOLD - so_far))
    amount = full_rate * CAR_RATE + (miles - full_rate) * CAR_RATE_AFTER
    amount += miles * passengers * PASSENGER_RATE
    return round(amount, 2)


def tax_year(day):
    """The tax year a date falls in, like "2024/25": it runs 6 April to 5 April."""
    start = day.year if (day.month, day.day) >= (4, 6) else day.year - 1
    return f"{start}/{(start + 1) % 100:02d}"


def year_claims(journeys, vehicle="car"):
    """Claims for a list of journeys in one vehicle, each (date, miles, passengers).

    The journeys are taken in date order and the miles so far start again at
    0 in each new tax year. Returns {tax year: total claimed, to 2 decimal
    places}, tax years in order.
    """
    totals = {}
    so_far = {}
    for day, miles, passengers in sorted(journeys, key=lambda journey: journey[0]):
        year = tax_year(day)
        amount = claim(miles, so_far.get(year, 0), passengers, vehicle)
        so_far[year] = so_far.get(year, 0) + miles
        totals[year] = round(totals.get(year, 0) + amount, 2)
    return totals
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'car_rate_40p': [
        ('CAR_RATE = 0.45 ',
         'CAR_RATE = 0.40 '),
    ],
    'after_rate_20p': [
        ('CAR_RATE_AFTER = 0.25 ',
         'CAR_RATE_AFTER = 0.20 '),
    ],
    'threshold_12000': [
        ('CAR_THRESHOLD = 10_000\n',
         'CAR_THRESHOLD = 12_000\n'),
    ],
    'so_far_ignored': [
        ('max(0, CAR_THRESHOLD - so_far)',
         'CAR_THRESHOLD'),
    ],
    'crossing_journey_all_full_rate': [
        ('    full_rate = min(miles, max(0, CAR_THRESHOLD - so_far))\n',
         '    full_rate = miles if so_far < CAR_THRESHOLD else 0\n'),
    ],
    'passengers_not_per_mile': [
        ('amount += miles * passengers * PASSENGER_RATE',
         'amount += passengers * PASSENGER_RATE'),
    ],
    'passenger_rate_4p': [
        ('PASSENGER_RATE = 0.05 ',
         'PASSENGER_RATE = 0.04 '),
    ],
    'passengers_on_bike_allowed': [
        ('        if passengers:\n            raise ValueError(f"no passengers on a {vehicle}")\n',
         ''),
    ],
    'motorbike_25p': [
        ('"motorbike": 0.24',
         '"motorbike": 0.25'),
    ],
    'bicycle_24p': [
        ('"bicycle": 0.20',
         '"bicycle": 0.24'),
    ],
    'van_unknown': [
        ('VEHICLES = ("car", "van", "motorbike", "bicycle")',
         'VEHICLES = ("car", "motorbike", "bicycle")'),
    ],
    'vehicle_capitals_matter': [
        ('    vehicle = vehicle.strip().lower()\n',
         '    vehicle = vehicle.strip()\n'),
    ],
    'negative_miles_allowed': [
        ('    if miles < 0 or so_far < 0 or passengers < 0:',
         '    if so_far < 0 or passengers < 0:'),
    ],
    'negative_passengers_allowed': [
        ('    if miles < 0 or so_far < 0 or passengers < 0:',
         '    if miles < 0 or so_far < 0:'),
    ],
    'rounded_to_1_place': [
        ('    return round(amount, 2)\n',
         '    return round(amount, 1)\n'),
    ],
    'trip_end_below_start_allowed': [
        ('    if end_reading < start_reading:\n        raise ValueError("the end reading is lower than the start reading")\n',
         ''),
    ],
    'trip_same_reading_refused': [
        ('    if end_reading < start_reading:',
         '    if end_reading <= start_reading:'),
    ],
    'trip_part_miles_allowed': [
        ('        if not isinstance(reading, int) or isinstance(reading, bool) or reading < 0:',
         '        if reading < 0:'),
    ],
    'tax_year_starts_5_april': [
        ('(day.month, day.day) >= (4, 6)',
         '(day.month, day.day) >= (4, 5)'),
    ],
    'tax_year_label_wrong': [
        ('return f"{start}/{(start + 1) % 100:02d}"',
         'return f"{start}/{(start + 1) % 100}"'),
    ],
    'year_claims_not_in_date_order': [
        ('    for day, miles, passengers in sorted(journeys, key=lambda journey: journey[0]):',
         '    for day, miles, passengers in journeys:'),
    ],
    'year_claims_miles_never_reset': [
        ('        amount = claim(miles, so_far.get(year, 0), passengers, vehicle)\n        so_far[year] = so_far.get(year, 0) + miles\n',
         '        amount = claim(miles, so_far.get(0, 0), passengers, vehicle)\n        so_far[0] = so_far.get(0, 0) + miles\n'),
    ],
    'year_claims_always_car': [
        ('claim(miles, so_far.get(year, 0), passengers, vehicle)',
         'claim(miles, so_far.get(year, 0), passengers)'),
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
