"""Hidden check for pottery_class_fix: clay charged by started 500 g portion, firing kind
ignores capitals and outer spaces, a Friday hand-in waits a week; the given
tests/test_pottery.py is untouched and passes; the rest of pottery.py unchanged."""

import os
import random
import shutil
import subprocess
import sys
from datetime import date, timedelta

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from pottery import clay_cost, course_price, firing_cost, firing_day  # noqa: E402

GIVEN_TEST = "tests/test_pottery.py"
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "given_test_pottery.txt"),
          encoding="utf-8", newline="") as _fh:
    GIVEN = _fh.read()


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


def test_clay_by_started_portion():
    for grams in range(0, 5001, 7):
        portions = -(-grams // 500)
        assert clay_cost(grams) == round(portions * 1.6, 2), grams
    assert clay_cost(1000) == 3.2
    assert clay_cost(1001) == 4.8
    assert clay_cost(1) == 1.6
    assert clay_cost(499.5) == 1.6
    for bad in [-1, -500]:
        with pytest.raises(ValueError):
            clay_cost(bad)


def test_firing_kinds():
    assert firing_cost(4, "GLAZE") == 26.0
    assert firing_cost(1, "  bisque\n") == 4.0
    assert firing_cost(5, "Glaze") == 32.5
    assert firing_cost(2, "bisque") == 8.0
    for bad in ["raku", "", "glazed", "bis que"]:
        with pytest.raises(ValueError):
            firing_cost(1, bad)
    for bad in [-1, 2.0, True]:
        with pytest.raises(ValueError):
            firing_cost(bad, "glaze")


def test_firing_day_every_weekday():
    start = date(2024, 1, 1)
    for i in range(800):
        day = start + timedelta(days=i)
        got = firing_day(day)
        assert got.weekday() == 4, day
        assert 1 <= (got - day).days <= 7, day
    assert firing_day(date(2024, 10, 13)) == date(2024, 10, 18)  # Sunday
    assert firing_day(date(2024, 10, 14)) == date(2024, 10, 18)  # Monday
    assert firing_day(date(2024, 12, 27)) == date(2025, 1, 3)  # a Friday


def test_course_price_unchanged():
    assert course_price(6) == 132.0
    assert course_price(6, member=True) == 112.2
    assert course_price(10, True) == 187.0
    assert course_price(3, member=False) == 66.0
    rng = random.Random(48)
    for _ in range(200):
        n = rng.randint(1, 30)
        assert course_price(n) == round(n * 22.0, 2)
        assert abs(course_price(n, member=True) - n * 18.7) < 0.006
    for bad in [0, -1, 2.5]:
        with pytest.raises(ValueError):
            course_price(bad)
