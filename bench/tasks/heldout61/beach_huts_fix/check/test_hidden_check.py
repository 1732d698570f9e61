"""Hidden check for beach_huts_fix: August is high season too, the free day is the 7th, 14th,
... day of a hire (not the 1st), 30 days' notice gets the full refund less the admin fee,
nothing else changed, and the given tests/test_beach_huts.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys
from datetime import date, timedelta

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from beach_huts import (booking_total, day_price, hire_cost, parse_hut,  # noqa: E402
                        refund, season)

GIVEN_TEST = "tests/test_beach_huts.py"
# the given tests/test_beach_huts.py, verbatim
GIVEN = r'''from datetime import date

import pytest

from beach_huts import booking_total, day_price, hire_cost, parse_hut, refund, season


def test_parse_hut():
    assert parse_hut("12") == 12
    assert parse_hut("Hut 7") == 7
    assert parse_hut(" h40 ") == 40
    for bad in ["0", "41", "hut", "twelve", "h-3"]:
        with pytest.raises(ValueError):
            parse_hut(bad)


def test_season():
    assert season(date(2024, 7, 1)) == "high"
    assert season(date(2024, 8, 31)) == "high"
    assert season(date(2024, 6, 30)) == "low"
    assert season(date(2024, 9, 1)) == "low"


def test_day_price():
    assert day_price(5, date(2024, 5, 4)) == 18.0
    assert day_price(5, date(2024, 8, 10)) == 30.0
    assert day_price(35, date(2024, 8, 10)) == 36.0


def test_hire_cost():
    assert hire_cost(5, date(2024, 5, 1), 1) == 18.0
    assert hire_cost(5, date(2024, 5, 1), 6) == 108.0
    assert hire_cost(5, date(2024, 5, 1), 7) == 108.0
    assert hire_cost(5, date(2024, 5, 1), 8) == 126.0
    assert hire_cost(33, date(2024, 8, 20), 14) == 420.0
    # over the start of the summer holidays: 3 low days then 4 high days, the 7th free
    assert hire_cost(5, date(2024, 6, 28), 7) == 144.0
    with pytest.raises(ValueError):
        hire_cost(5, date(2024, 5, 1), 0)
    with pytest.raises(ValueError):
        hire_cost(5, date(2024, 5, 1), 29)


def test_booking_total():
    assert booking_total(5, date(2024, 5, 1), 3) == 79.0


def test_refund():
    start = date(2024, 8, 1)
    assert refund(205.0, start, date(2024, 6, 1)) == 195.0
    assert refund(205.0, start, date(2024, 7, 2)) == 195.0
    assert refund(205.0, start, date(2024, 7, 3)) == 102.5
    assert refund(205.0, start, date(2024, 7, 18)) == 102.5
    assert refund(205.0, start, date(2024, 7, 19)) == 0.0
    assert refund(5.0, start, date(2024, 5, 1)) == 0.0
'''


def exp_day(hut, day):
    return (30.0 if day.month in (7, 8) else 18.0) + (6.0 if hut >= 31 else 0.0)


def exp_hire(hut, start, days):
    return round(sum(exp_day(hut, start + timedelta(days=i))
                     for i in range(days) if (i + 1) % 7), 2)


def exp_refund(paid, start, cancelled):
    notice = (start - cancelled).days
    if notice >= 30:
        return round(max(0.0, paid - 10.0), 2)
    if notice >= 14:
        return round(paid / 2, 2)
    return 0.0


def test_given_test_file_unchanged():
    path = os.path.join(WORKSPACE, GIVEN_TEST)
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
    assert " passed" in proc.stdout


def test_season_every_month():
    for month in range(1, 13):
        for d in (1, 15, 28):
            want = "high" if month in (7, 8) else "low"
            assert season(date(2025, month, d)) == want, (month, d)


def test_hire_cost_free_days():
    may = date(2025, 5, 5)
    assert [hire_cost(3, may, n) for n in range(1, 16)] == [
        18.0, 36.0, 54.0, 72.0, 90.0, 108.0, 108.0, 126.0, 144.0, 162.0, 180.0, 198.0,
        216.0, 216.0, 234.0]
    assert hire_cost(40, date(2025, 8, 1), 7) == 216.0
    assert hire_cost(40, date(2025, 8, 28), 7) == 3 * 24.0 + 4 * 36.0 - 24.0
    assert hire_cost(12, date(2025, 7, 30), 28) == exp_hire(12, date(2025, 7, 30), 28)
    for bad in [0, 29, -1, 7.0, True, "7"]:
        with pytest.raises(ValueError):
            hire_cost(3, may, bad)


def test_hire_cost_sampled():
    rng = random.Random(6161)
    for _ in range(600):
        hut = rng.randint(1, 40)
        start = date(2025, 1, 1) + timedelta(days=rng.randint(0, 364))
        days = rng.randint(1, 28)
        assert abs(hire_cost(hut, start, days) - exp_hire(hut, start, days)) < 0.005, (
            hut, start, days)
        assert abs(booking_total(hut, start, days) - exp_hire(hut, start, days) - 25.0) < 0.005


def test_refund_boundaries():
    start = date(2025, 8, 9)
    for notice in range(-3, 70):
        cancelled = start - timedelta(days=notice)
        for paid in (205.0, 61.0, 8.0, 99.99):
            assert refund(paid, start, cancelled) == exp_refund(paid, start, cancelled), (
                notice, paid)
    assert refund(133.0, start, start - timedelta(days=30)) == 123.0
    assert refund(133.0, start, start - timedelta(days=29)) == 66.5


def test_rest_unchanged():
    assert parse_hut("Hut 31") == 31
    assert parse_hut("H1") == 1
    assert parse_hut("hut 9") == 9
    for bad in ["", "41", "hut 0", "h 4x", "4.5"]:
        with pytest.raises(ValueError):
            parse_hut(bad)
    assert day_price(31, date(2025, 3, 3)) == 24.0
    assert day_price(30, date(2025, 7, 3)) == 30.0
    assert day_price(36, date(2025, 8, 3)) == 36.0
