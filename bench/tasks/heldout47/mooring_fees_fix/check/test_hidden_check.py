"""Hidden check for mooring_fees_fix: every started metre charged, summer is May to
September, 15% off from 7 nights, nothing else changed, and the given tests/test_mooring.py
is untouched and passes."""

import math
import os
import random
import shutil
import subprocess
import sys
from datetime import date, timedelta

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from mooring import boat_length, electricity, night_fee, stay_fee  # noqa: E402

GIVEN_TEST = "tests/test_mooring.py"
# the given tests/test_mooring.py, verbatim
GIVEN = r'''from datetime import date

import pytest

from mooring import boat_length, electricity, night_fee, stay_fee


def test_boat_length():
    assert boat_length("9.5m") == 9.5
    assert boat_length(" 12 M ") == 12.0
    assert boat_length("31ft") == 9.45
    assert boat_length("26 FT") == 7.92
    for bad in ["", "9.5", "nine metres", "0m", "-3m"]:
        with pytest.raises(ValueError):
            boat_length(bad)


def test_night_fee_charges_started_metres():
    # June: summer rate, 3.20 a metre
    assert night_fee(10.0, date(2024, 6, 12)) == 32.0
    assert night_fee(9.2, date(2024, 6, 12)) == 32.0
    assert night_fee(9.5, date(2024, 6, 12)) == 32.0
    # November: winter rate, 2.40 a metre
    assert night_fee(11.1, date(2024, 11, 3)) == 28.8


def test_night_fee_minimum():
    assert night_fee(5.0, date(2024, 7, 1)) == 20.0
    assert night_fee(6.4, date(2024, 1, 20)) == 20.0


def test_summer_is_may_to_september():
    assert night_fee(12.0, date(2024, 4, 30)) == 28.8
    assert night_fee(12.0, date(2024, 5, 1)) == 38.4
    assert night_fee(12.0, date(2024, 9, 30)) == 38.4
    assert night_fee(12.0, date(2024, 10, 1)) == 28.8


def test_stay_fee():
    assert stay_fee(10.0, date(2024, 6, 1), date(2024, 6, 4)) == 96.0
    # the night of 30 April is winter, the night of 1 May summer
    assert stay_fee(10.0, date(2024, 4, 30), date(2024, 5, 2)) == 56.0
    with pytest.raises(ValueError):
        stay_fee(10.0, date(2024, 6, 4), date(2024, 6, 4))


def test_week_discount():
    # 6 nights: full price
    assert stay_fee(10.0, date(2024, 6, 1), date(2024, 6, 7)) == 192.0
    # 7 nights: 15% off
    assert stay_fee(10.0, date(2024, 6, 1), date(2024, 6, 8)) == 190.4
    assert stay_fee(10.0, date(2024, 6, 1), date(2024, 6, 11)) == 272.0


def test_electricity():
    assert electricity(1520, 1548) == 9.8
    assert electricity(100, 100) == 0.0
    with pytest.raises(ValueError):
        electricity(200, 150)
'''


def expected_night_pence(length_m, night):
    rate = 320 if 5 <= night.month <= 9 else 240
    return max(2000, math.ceil(length_m) * rate)


def expected_stay(length_m, arrive, leave):
    n = (leave - arrive).days
    pence = sum(expected_night_pence(length_m, arrive + timedelta(days=i)) for i in range(n))
    return pence * 0.85 / 100 if n >= 7 else pence / 100


def test_given_test_file_unchanged():
    path = os.path.join(WORKSPACE, GIVEN_TEST)
    assert os.path.isfile(path), f"{GIVEN_TEST} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == GIVEN, f"{GIVEN_TEST} was changed"


def test_given_test_file_passes(tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / GIVEN_TEST, "w", encoding="utf-8", newline="") as fh:
        fh.write(GIVEN)
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", GIVEN_TEST],
        cwd=root, env=env, capture_output=True, text=True, timeout=120,
        stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert "7 passed" in proc.stdout


def test_started_metres():
    assert night_fee(8.01, date(2024, 7, 1)) == 28.8
    assert night_fee(8.0, date(2024, 7, 1)) == 25.6
    assert night_fee(14.6, date(2024, 2, 1)) == 36.0
    assert night_fee(14.4, date(2024, 2, 1)) == 36.0
    assert night_fee(6.26, date(2024, 6, 1)) == 22.4
    assert night_fee(8.3, date(2024, 12, 1)) == 21.6
    assert night_fee(8.0, date(2024, 12, 1)) == 20.0
    rng = random.Random(4747)
    for _ in range(1000):
        length = round(rng.uniform(3, 25), rng.choice([0, 1, 2]))
        night = date(2024, 1, 1) + timedelta(days=rng.randint(0, 365))
        got = night_fee(length, night)
        assert abs(got - expected_night_pence(length, night) / 100) < 1e-9, (length, night)


def test_summer_months():
    for month in range(1, 13):
        want = 38.4 if month in (5, 6, 7, 8, 9) else 28.8
        assert night_fee(12.0, date(2024, month, 15)) == want, month
    assert night_fee(11.5, date(2024, 9, 1)) == 38.4
    assert night_fee(11.5, date(2024, 10, 31)) == 28.8


def test_week_discount_more():
    assert stay_fee(12.0, date(2024, 9, 27), date(2024, 10, 4)) == 204.0
    assert stay_fee(12.0, date(2024, 9, 28), date(2024, 10, 4)) == 201.6
    assert stay_fee(5.0, date(2024, 1, 1), date(2024, 1, 8)) == 119.0
    assert stay_fee(5.0, date(2024, 1, 1), date(2024, 1, 7)) == 120.0
    assert stay_fee(10.0, date(2024, 8, 31), date(2024, 9, 1)) == 32.0


def test_stay_sampled():
    rng = random.Random(474)
    for _ in range(800):
        length = round(rng.uniform(3, 25), rng.choice([0, 1, 2]))
        arrive = date(2024, 1, 1) + timedelta(days=rng.randint(0, 400))
        leave = arrive + timedelta(days=rng.randint(1, 16))
        got = stay_fee(length, arrive, leave)
        assert abs(got - expected_stay(length, arrive, leave)) < 0.006, (length, arrive, leave)


def test_rest_unchanged():
    assert boat_length("10ft") == 3.05
    assert boat_length("7.25m") == 7.25
    for bad in ["10", "10 feet", "m", "3.m", "ten ft"]:
        with pytest.raises(ValueError):
            boat_length(bad)
    assert electricity(0, 7) == 2.45
    assert electricity(1000.5, 1010.5) == 3.5
    with pytest.raises(ValueError):
        electricity(10, 9.9)
    for arrive, leave in [(date(2024, 6, 2), date(2024, 6, 2)), (date(2024, 6, 3), date(2024, 6, 2))]:
        with pytest.raises(ValueError):
            stay_fee(10.0, arrive, leave)
