"""Hidden check for locksmith_callout_fix: labour is never below 0 (jobs under the included
time cost just the call-out), job_price and day_sheet follow, nothing else changed, and the
given tests/test_locksmith.py is untouched and passes."""

import math
import os
import random
import shutil
import subprocess
import sys
from datetime import datetime, timedelta

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from locksmith import day_sheet, job_price, labour, out_of_hours, parse_job  # noqa: E402

GIVEN_TEST = "tests/test_locksmith.py"
# the given tests/test_locksmith.py, verbatim
GIVEN = r'''from datetime import datetime

import pytest

from locksmith import day_sheet, job_price, labour, out_of_hours, parse_job


def test_parse_job():
    assert parse_job("2024-03-09 22:15, 50, 18.50") == (datetime(2024, 3, 9, 22, 15), 50, 18.5)
    assert parse_job(" 2024-03-06 09:30 ,12,0 ") == (datetime(2024, 3, 6, 9, 30), 12, 0.0)
    for bad in ["2024-03-09 22:15, 50", "2024-03-09, 50, 0", "2024-03-09 22:15, 0, 0",
                "2024-03-09 22:15, 20, -1"]:
        with pytest.raises(ValueError):
            parse_job(bad)


def test_out_of_hours():
    # Wednesday 6 March 2024
    assert out_of_hours(datetime(2024, 3, 6, 8, 0)) is False
    assert out_of_hours(datetime(2024, 3, 6, 17, 59)) is False
    assert out_of_hours(datetime(2024, 3, 6, 7, 59)) is True
    assert out_of_hours(datetime(2024, 3, 6, 18, 0)) is True
    assert out_of_hours(datetime(2024, 3, 9, 12, 0)) is True  # Saturday
    assert out_of_hours(datetime(2024, 3, 10, 12, 0)) is True  # Sunday


def test_labour():
    assert labour(30) == 0
    assert labour(31) == 12.0
    assert labour(45) == 12.0
    assert labour(46) == 24.0
    assert labour(90) == 48.0
    assert labour(10) == 0


def test_job_price():
    assert job_price(datetime(2024, 3, 6, 10, 0), 12) == (65.0, 13.0, 78.0)
    assert job_price(datetime(2024, 3, 9, 22, 15), 50, 18.5) == (152.0, 30.4, 182.4)
    assert job_price(datetime(2024, 3, 6, 18, 0), 45, 4.99) == (120.49, 24.1, 144.59)
    assert job_price(datetime(2024, 3, 6, 7, 59), 10) == (97.5, 19.5, 117.0)


def test_day_sheet():
    lines = ["2024-03-06 09:30, 12, 0", "", "2024-03-06 13:00, 50, 18.50",
             "2024-03-06 19:10, 10, 6"]
    assert day_sheet(lines) == {"jobs": 3, "net": 276.0, "vat": 55.2, "total": 331.2}
    assert day_sheet([]) == {"jobs": 0, "net": 0.0, "vat": 0.0, "total": 0.0}
'''


def expected_labour(minutes):
    return 12.0 * -(-max(0, minutes - 30) // 15)


def expected_ooh(when):
    return when.weekday() >= 5 or not 8 <= when.hour < 18


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
    assert "5 passed" in proc.stdout


def test_short_jobs():
    for minutes in range(1, 31):
        assert labour(minutes) == 0, minutes
    assert job_price(datetime(2024, 3, 6, 11, 0), 1) == (65.0, 13.0, 78.0)
    assert job_price(datetime(2024, 3, 6, 11, 0), 14, 2.5) == (67.5, 13.5, 81.0)
    assert job_price(datetime(2024, 3, 6, 11, 0), 29) == (65.0, 13.0, 78.0)
    assert job_price(datetime(2024, 3, 10, 9, 0), 5) == (97.5, 19.5, 117.0)


def test_labour_sampled():
    for minutes in range(1, 400):
        assert labour(minutes) == expected_labour(minutes), minutes


def test_job_price_sampled():
    rng = random.Random(5050)
    start = datetime(2024, 1, 1)
    for _ in range(2000):
        when = start + timedelta(minutes=rng.randint(0, 60 * 24 * 60))
        minutes = rng.randint(1, 180)
        parts = rng.randint(0, 9000) / 100
        work = 65 + expected_labour(minutes)
        if expected_ooh(when):
            work *= 1.5
        net = work + parts
        got = job_price(when, minutes, parts)
        assert abs(got[0] - net) < 0.006, (when, minutes, parts)
        assert abs(got[1] - net * 0.2) < 0.006, (when, minutes, parts)
        assert abs(got[2] - net * 1.2) < 0.011, (when, minutes, parts)


def test_day_sheet_short_jobs():
    lines = ["2024-03-07 08:00, 5, 0", "2024-03-07 08:45, 25, 3.20",
             "2024-03-07 20:30, 15, 0", "   "]
    assert day_sheet(lines) == {"jobs": 3, "net": 230.7, "vat": 46.14, "total": 276.84}


def test_rest_unchanged():
    assert parse_job("2024-12-24 23:59, 200, 120") == (datetime(2024, 12, 24, 23, 59), 200,
                                                       120.0)
    for bad in ["", "2024-03-09 22:15, 50, 1, 2", "2024-03-09 25:15, 50, 0",
                "2024-03-09 22:15, fifty, 0", "2024-03-09 22:15, -5, 0"]:
        with pytest.raises(ValueError):
            parse_job(bad)
    rng = random.Random(50)
    for _ in range(2000):
        when = datetime(2024, 1, 1) + timedelta(minutes=rng.randint(0, 60 * 24 * 400))
        assert out_of_hours(when) == expected_ooh(when), when
    assert labour(60) == 24.0
    assert labour(61) == 36.0
    assert job_price(datetime(2024, 3, 4, 17, 59), 60, 10) == (99.0, 19.8, 118.8)
