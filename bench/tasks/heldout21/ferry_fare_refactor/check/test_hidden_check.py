import hashlib
import importlib
import itertools
import os
import subprocess
import sys
from decimal import Decimal

import pytest

sys.path.insert(0, os.getcwd())
import ferry  # noqa: E402

TESTS_SHA256 = "a92da4ff0dcadc54a3f5b5cfbbfe60c726f346787a2e69054ccc1353710fac65"

ORIGINAL = '''
import math
from decimal import Decimal, ROUND_HALF_UP


def ferry_fare(ages, vehicle_length=None, season="low", return_trip=False):
    # ages: list of passenger ages, vehicle_length in metres or None
    if len(ages) == 0:
        raise ValueError("at least one passenger needed")
    if season != "low" and season != "high":
        raise ValueError("season must be 'low' or 'high'")
    total_p = Decimal("0")
    paying = 0
    for a in ages:
        if a < 0:
            raise ValueError("negative age")
        if a < 4:
            f = Decimal("0")
        else:
            paying = paying + 1
            if a <= 15:
                if season == "high":
                    f = Decimal("6.50") * Decimal("1.25")
                else:
                    f = Decimal("6.50")
            else:
                if a >= 65:
                    if season == "high":
                        f = Decimal("8.00") * Decimal("1.25")
                    else:
                        f = Decimal("8.00")
                else:
                    if season == "high":
                        f = Decimal("12.00") * Decimal("1.25")
                    else:
                        f = Decimal("12.00")
        total_p = total_p + f
    if paying >= 10:
        total_p = total_p * Decimal("0.9")
    total_v = Decimal("0")
    if vehicle_length is not None:
        if vehicle_length <= 0:
            raise ValueError("vehicle length must be positive")
        if vehicle_length <= 5.0:
            total_v = Decimal("35.00")
        else:
            if vehicle_length <= 7.0:
                total_v = Decimal("52.00")
            else:
                extra = math.ceil(vehicle_length - 7.0)
                total_v = Decimal("52.00") + Decimal("9.00") * extra
        if season == "high":
            total_v = total_v * Decimal("1.40")
    total = total_p + total_v
    if return_trip:
        total = total * Decimal("1.8")
    return total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
'''
orig = {}
exec(ORIGINAL, orig)
original_fare = orig["ferry_fare"]


def outcome(func, *args, **kwargs):
    try:
        return ("ok", func(*args, **kwargs))
    except ValueError:
        return ("ValueError", None)


def test_given_tests_unchanged_and_pass():
    with open("test_ferry.py", "rb") as fh:
        assert hashlib.sha256(fh.read()).hexdigest() == TESTS_SHA256
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_ferry.py"], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stdout[-2000:]


AGE_GROUPS = [[30], [0], [3], [4], [15], [16], [64], [65], [3, 4, 15, 16, 64, 65, 99],
              [20] * 9, [20] * 10, [20] * 9 + [2], [20] * 9 + [4], [2] * 12, [10] * 11 + [1],
              [70, 70, 70, 70, 70, 5, 5, 5, 5, 5], [8, 8, 8], [-1], [30, -2], [15.5], [3.9]]
LENGTHS = [None, 0.5, 4.5, 5.0, 5.01, 6.2, 7.0, 7.01, 7.5, 8.0, 8.01, 8.2, 12.0, 0, -1]


def test_same_results_as_original_everywhere():
    mismatches = []
    for ages, length, season, ret in itertools.product(
            AGE_GROUPS + [[]], LENGTHS, ["low", "high", "winter", "HIGH"], [False, True]):
        want = outcome(original_fare, list(ages), vehicle_length=length, season=season,
                       return_trip=ret)
        got = outcome(ferry.ferry_fare, list(ages), length, season, ret)
        if want != got or (want[0] == "ok" and str(want[1]) != str(got[1])):
            mismatches.append((ages, length, season, ret, want, got))
    assert not mismatches, mismatches[:5]


def test_defaults_kept():
    assert ferry.ferry_fare([30, 7]) == Decimal("18.50")
    assert ferry.ferry_fare([30, 7], 4.0) == Decimal("53.50")


def test_tables():
    assert ferry.PASSENGER_FARES == {"infant": Decimal("0"), "child": Decimal("6.50"),
                                     "adult": Decimal("12.00"), "senior": Decimal("8.00")}
    assert ferry.VEHICLE_FARES == {"standard": Decimal("35.00"), "long": Decimal("52.00"),
                                   "per_extra_metre": Decimal("9.00")}
    assert ferry.HIGH_SEASON == {"passenger": Decimal("1.25"), "vehicle": Decimal("1.40")}
    for table in (ferry.PASSENGER_FARES, ferry.VEHICLE_FARES, ferry.HIGH_SEASON):
        assert all(isinstance(v, Decimal) for v in table.values())


@pytest.mark.parametrize("age,category", [(0, "infant"), (3, "infant"), (3.99, "infant"),
                                          (4, "child"), (15, "child"), (16, "adult"),
                                          (64, "adult"), (65, "senior"), (101, "senior")])
def test_passenger_category(age, category):
    assert ferry.passenger_category(age) == category


def test_passenger_fare():
    assert ferry.passenger_fare(10, "low") == Decimal("6.50")
    assert ferry.passenger_fare(10, "high") == Decimal("8.125")
    assert ferry.passenger_fare(30, "high") == Decimal("15")
    assert ferry.passenger_fare(80, "high") == Decimal("10")
    assert ferry.passenger_fare(1, "high") == Decimal("0")
    assert isinstance(ferry.passenger_fare(30, "low"), Decimal)
    with pytest.raises(ValueError):
        ferry.passenger_fare(-1, "low")
    with pytest.raises(ValueError):
        ferry.passenger_fare(30, "summer")


def test_vehicle_fare():
    assert ferry.vehicle_fare(5.0, "low") == Decimal("35")
    assert ferry.vehicle_fare(5.5, "high") == Decimal("72.8")
    assert ferry.vehicle_fare(7.0, "low") == Decimal("52")
    assert ferry.vehicle_fare(7.01, "low") == Decimal("61")
    assert ferry.vehicle_fare(9.0, "high") == Decimal("98")
    assert ferry.vehicle_fare(9.3, "low") == Decimal("79")
    for bad in (0, -3):
        with pytest.raises(ValueError):
            ferry.vehicle_fare(bad, "low")
    with pytest.raises(ValueError):
        ferry.vehicle_fare(4, "peak")


def test_tables_are_used(monkeypatch):
    monkeypatch.setitem(ferry.PASSENGER_FARES, "adult", Decimal("20.00"))
    assert ferry.ferry_fare([30]) == Decimal("20.00")
    assert ferry.passenger_fare(30, "high") == Decimal("25")
    monkeypatch.setitem(ferry.PASSENGER_FARES, "child", Decimal("1.00"))
    assert ferry.ferry_fare([30, 8]) == Decimal("21.00")
    monkeypatch.setitem(ferry.VEHICLE_FARES, "long", Decimal("60.00"))
    assert ferry.ferry_fare([30], 6.0) == Decimal("80.00")
    assert ferry.ferry_fare([30], 8.5) == Decimal("98.00")
    monkeypatch.setitem(ferry.VEHICLE_FARES, "per_extra_metre", Decimal("1.00"))
    assert ferry.ferry_fare([30], 8.5) == Decimal("82.00")
    monkeypatch.setitem(ferry.HIGH_SEASON, "vehicle", Decimal("2"))
    assert ferry.ferry_fare([30], 6.0, "high") == Decimal("145.00")


def test_module_reloads_clean():
    importlib.reload(ferry)
    assert ferry.ferry_fare([30]) == Decimal("12.00")
