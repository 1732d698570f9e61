"""Hidden check for pill_organiser_fix: half tablets are read, the tablets needed are rounded
up, the last day counts the first day as one of the days covered, the given tests/test_pills.py
is untouched and passes, and the rest of pills.py is unchanged."""

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
from pills import last_day, parse_dose, per_day, tablets_needed  # noqa: E402

GIVEN_TEST = "tests/test_pills.py"
# the given tests/test_pills.py, verbatim
GIVEN = r'''from datetime import date

import pytest

from pills import last_day, parse_dose, per_day, tablets_needed


def test_parse_dose():
    assert parse_dose("1-0-1-0") == {"morning": 1, "noon": 0, "evening": 1, "bedtime": 0}
    assert parse_dose("0.5-0-0-1") == {"morning": 0.5, "noon": 0, "evening": 0, "bedtime": 1}
    for bad in ["1-0-1", "1-0-1-0-1", "a-0-0-0", "1--1-0-0", ""]:
        with pytest.raises(ValueError):
            parse_dose(bad)


def test_per_day():
    assert per_day(parse_dose("1-1-1-0")) == 3
    assert per_day(parse_dose("0.5-0-0.5-0")) == 1


def test_tablets_needed():
    assert tablets_needed(parse_dose("1-0-1-0")) == 14
    assert tablets_needed(parse_dose("0-0-0-0.5")) == 4
    assert tablets_needed(parse_dose("0.5-0-0-0"), days=2) == 1
    assert tablets_needed(parse_dose("1-0-0-0.5"), days=3) == 5


def test_last_day():
    # 28 tablets at two a day is 14 days: 1st to 14th
    assert last_day(28, parse_dose("1-0-1-0"), date(2024, 3, 1)) == date(2024, 3, 14)
    assert last_day(29, parse_dose("1-0-1-0"), date(2024, 3, 1)) == date(2024, 3, 14)
    assert last_day(1, parse_dose("1-0-0-0"), date(2024, 2, 28)) == date(2024, 2, 28)
    assert last_day(1, parse_dose("1-0-1-0"), date(2024, 3, 1)) is None
    with pytest.raises(ValueError):
        last_day(10, parse_dose("0-0-0-0"), date(2024, 3, 1))
'''


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


def test_half_tablets():
    assert parse_dose("0.5-0.5-0.5-0.5") == {"morning": 0.5, "noon": 0.5, "evening": 0.5,
                                             "bedtime": 0.5}
    assert parse_dose(" 1.5-0-0.5-2 ") == {"morning": 1.5, "noon": 0, "evening": 0.5,
                                            "bedtime": 2}
    assert per_day(parse_dose("1.5-0-0.5-2")) == 4
    assert per_day(parse_dose("0.5-0-0-0")) == 0.5
    assert parse_dose("2-1-0-0") == {"morning": 2, "noon": 1, "evening": 0, "bedtime": 0}
    for bad in ["1-0-1-x", "-1-0-0-0", "1-0--0.5-0", "1,0,1,0", "1-0-1-0-", "one-0-0-0"]:
        with pytest.raises(ValueError):
            parse_dose(bad)


def test_tablets_rounded_up():
    assert tablets_needed(parse_dose("0.5-0-0-0")) == 4
    assert tablets_needed(parse_dose("0.5-0-0.5-0")) == 7
    assert tablets_needed(parse_dose("1-0-0-0.5")) == 11
    assert tablets_needed(parse_dose("1-1-1-1")) == 28
    assert tablets_needed(parse_dose("1-1-1-1"), days=1) == 4
    assert tablets_needed(parse_dose("0.5-0-0-0"), days=1) == 1
    assert tablets_needed(parse_dose("0-0-0-0")) == 0
    for halves in range(0, 12):
        for days in range(1, 15):
            dose = {"morning": halves / 2, "noon": 0, "evening": 0, "bedtime": 0}
            assert tablets_needed(dose, days) == math.ceil(halves * days / 2), (halves, days)
            assert tablets_needed(dose, days=days) == math.ceil(halves * days / 2)


def test_last_day_counts_first_day():
    start = date(2024, 3, 1)
    assert last_day(2, parse_dose("1-0-1-0"), start) == start
    assert last_day(3, parse_dose("1-0-1-0"), start) == start
    assert last_day(14, parse_dose("1-0-0-0"), start) == date(2024, 3, 14)
    assert last_day(30, parse_dose("1-0-0-0"), date(2024, 2, 1)) == date(2024, 3, 1)
    assert last_day(7, parse_dose("0.5-0-0-0"), date(2023, 12, 31)) == date(2024, 1, 13)
    assert last_day(0, parse_dose("1-0-0-0"), start) is None
    assert last_day(1, parse_dose("0.5-0-0.5-1"), start) is None
    with pytest.raises(ValueError):
        last_day(5, {"morning": 0, "noon": 0, "evening": 0, "bedtime": 0}, start)
    rng = random.Random(4545)
    for _ in range(1000):
        halves = rng.randint(1, 8)
        stock = rng.randint(0, 120)
        start = date(2024, 1, 1) + timedelta(days=rng.randint(0, 400))
        dose = {"morning": halves / 2, "noon": 0, "evening": 0, "bedtime": 0}
        days = (2 * stock) // halves
        want = None if days == 0 else start + timedelta(days=days - 1)
        assert last_day(stock, dose, start) == want, (stock, halves, start)
