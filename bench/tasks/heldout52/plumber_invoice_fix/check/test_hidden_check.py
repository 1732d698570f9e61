"""Hidden check for plumber_invoice_fix: a part 15-minute block is charged as a whole one, a
job starting at 18:00 is out of hours, VAT is on labour and parts, nothing else changed, and
the given tests/test_plumbing.py is untouched and passes."""

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
from plumbing import invoice, is_out_of_hours, labour, parts_price  # noqa: E402

GIVEN_TEST = "tests/test_plumbing.py"
# the given tests/test_plumbing.py, verbatim
GIVEN = r'''from datetime import datetime

import pytest

from plumbing import invoice, is_out_of_hours, labour, parts_price


def test_labour():
    assert labour(20) == 45.0
    assert labour(30) == 45.0
    assert labour(45) == 58.0
    assert labour(50) == 71.0  # a part block counts as a whole one
    assert labour(90) == 97.0
    assert labour(45, out_of_hours=True) == 87.0
    with pytest.raises(ValueError):
        labour(0)


def test_is_out_of_hours():
    assert not is_out_of_hours(datetime(2024, 10, 7, 9, 0))  # a Monday
    assert is_out_of_hours(datetime(2024, 10, 7, 7, 59))
    assert not is_out_of_hours(datetime(2024, 10, 7, 17, 59))
    assert is_out_of_hours(datetime(2024, 10, 7, 18, 0))
    assert is_out_of_hours(datetime(2024, 10, 13, 12, 0))  # a Sunday
    assert not is_out_of_hours(datetime(2024, 10, 12, 12, 0))  # a Saturday


def test_parts_price():
    assert parts_price([]) == 0.0
    assert parts_price([10.0, 6.0]) == 18.4


def test_invoice():
    assert invoice(datetime(2024, 10, 7, 10, 0), 50, [10.0, 6.0]) == {
        "labour": 71.0, "parts": 18.4, "net": 89.4, "vat": 17.88, "total": 107.28}
    assert invoice(datetime(2024, 10, 13, 19, 30), 30, []) == {
        "labour": 67.5, "parts": 0.0, "net": 67.5, "vat": 13.5, "total": 81.0}
'''


def labour_pence(minutes, ooh):
    blocks = math.ceil(max(0, minutes - 30) / 15)
    pence = 4500 + blocks * 1300
    return pence * 3 / 2 if ooh else pence


def ooh(when):
    return when.weekday() == 6 or when.hour < 8 or when.hour >= 18


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
    assert "4 passed" in proc.stdout


def test_part_blocks_round_up():
    assert labour(31) == 58.0
    assert labour(44) == 58.0
    assert labour(46) == 71.0
    assert labour(60) == 71.0
    assert labour(61) == 84.0
    assert labour(120) == 123.0
    assert labour(31, out_of_hours=True) == 87.0
    assert labour(50, True) == 106.5
    assert labour(10, out_of_hours=True) == 67.5
    for minutes in range(1, 400):
        for flag in (False, True):
            got = labour(minutes, flag)
            assert abs(got - labour_pence(minutes, flag) / 100) < 0.005, (minutes, flag)


def test_labour_errors_unchanged():
    for bad in [0, -15]:
        with pytest.raises(ValueError):
            labour(bad)


def test_out_of_hours_every_hour():
    monday = datetime(2024, 10, 7)
    for day in range(14):
        for minute in range(0, 24 * 60, 10):
            when = monday + timedelta(days=day, minutes=minute)
            assert is_out_of_hours(when) == ooh(when), when
    assert is_out_of_hours(datetime(2024, 10, 8, 18, 0))
    assert is_out_of_hours(datetime(2024, 10, 8, 18, 45))
    assert not is_out_of_hours(datetime(2024, 10, 8, 8, 0))


def test_vat_on_everything():
    assert invoice(datetime(2024, 10, 8, 9, 0), 20, [100.0]) == {
        "labour": 45.0, "parts": 115.0, "net": 160.0, "vat": 32.0, "total": 192.0}
    assert invoice(datetime(2024, 10, 8, 18, 0), 45, [20.0]) == {
        "labour": 87.0, "parts": 23.0, "net": 110.0, "vat": 22.0, "total": 132.0}


def test_invoice_sampled():
    rng = random.Random(5252)
    for _ in range(1000):
        start = datetime(2024, 1, 1) + timedelta(minutes=rng.randint(0, 400 * 24 * 60))
        minutes = rng.randint(1, 300)
        costs = [rng.randint(50, 20000) / 100 for _ in range(rng.randint(0, 4))]
        got = invoice(start, minutes, costs)
        assert set(got) == {"labour", "parts", "net", "vat", "total"}
        assert abs(got["labour"] - labour_pence(minutes, ooh(start)) / 100) < 0.005
        assert abs(got["parts"] - round(sum(costs) * 1.15, 2)) < 0.005
        assert abs(got["net"] - (got["labour"] + got["parts"])) < 0.005
        assert abs(got["vat"] - got["net"] * 0.2) < 0.0051
        assert abs(got["total"] - (got["net"] + got["vat"])) < 0.005


def test_rest_unchanged():
    assert parts_price([3.2]) == 3.68
    assert parts_price([1.0, 2.0, 3.0]) == 6.9
