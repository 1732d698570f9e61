"""Hidden check for soft_play_fix: 36 months and over pays the child price, Saturday as well as
Sunday has the weekend extra, a party is charged for at least 10 children, nothing else
changed, and the given tests/test_softplay.py is untouched and passes."""

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
from softplay import entry_price, family_entry, party_quote, session_end  # noqa: E402

GIVEN_TEST = "tests/test_softplay.py"
# the given tests/test_softplay.py, verbatim
GIVEN = r'''from datetime import date

import pytest

from softplay import entry_price, family_entry, party_quote, session_end

MONDAY = date(2024, 9, 2)
SATURDAY = date(2024, 9, 7)
SUNDAY = date(2024, 9, 8)


def test_babies_go_free():
    assert entry_price(0, MONDAY) == 0.0
    assert entry_price(11, SATURDAY) == 0.0


def test_toddlers_and_children():
    assert entry_price(12, MONDAY) == 4.5
    assert entry_price(35, MONDAY) == 4.5
    assert entry_price(36, MONDAY) == 7.95
    assert entry_price(143, MONDAY) == 7.95
    with pytest.raises(ValueError):
        entry_price(144, MONDAY)
    with pytest.raises(ValueError):
        entry_price(-1, MONDAY)


def test_weekend_extra():
    assert entry_price(20, SUNDAY) == 5.5
    assert entry_price(20, SATURDAY) == 5.5
    assert entry_price(60, SATURDAY) == 8.95
    assert family_entry([8, 30, 72], SATURDAY) == 14.45
    assert family_entry([8, 30, 72], MONDAY) == 12.45


def test_session_end():
    assert session_end("10:00") == "11:30"
    assert session_end("16:45") == "18:00"
    with pytest.raises(ValueError):
        session_end("18:00")
    with pytest.raises(ValueError):
        session_end("08:30")


def test_party_quote():
    assert party_quote(14) == {"charged_for": 14, "per_child": 12.5, "total": 175.0,
                               "deposit": 44}
    assert party_quote(12, food=False) == {"charged_for": 12, "per_child": 9.0,
                                           "total": 108.0, "deposit": 27}


def test_small_party_pays_for_ten():
    assert party_quote(6) == {"charged_for": 10, "per_child": 12.5, "total": 125.0,
                              "deposit": 32}
    assert party_quote(10, food=False)["total"] == 90.0
'''


def expected_price_pence(age, day):
    if age < 12:
        return 0
    pence = 450 if age < 36 else 795
    return pence + (100 if day.weekday() >= 5 else 0)


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
    assert "6 passed" in proc.stdout


def test_age_bands():
    friday = date(2024, 9, 6)
    assert entry_price(36, friday) == 7.95
    assert entry_price(37, friday) == 7.95
    assert entry_price(35, friday) == 4.5
    assert entry_price(12, friday) == 4.5
    assert entry_price(11, friday) == 0.0
    assert entry_price(143, friday) == 7.95
    for bad in [144, 200, -1, 24.0, "24", True]:
        with pytest.raises(ValueError):
            entry_price(bad, friday)


def test_weekend_days():
    week = [date(2024, 9, 2) + timedelta(days=i) for i in range(7)]  # Monday to Sunday
    assert [entry_price(24, d) for d in week] == [4.5] * 5 + [5.5, 5.5]
    assert [entry_price(36, d) for d in week] == [7.95] * 5 + [8.95, 8.95]
    assert [entry_price(6, d) for d in week] == [0.0] * 7
    assert family_entry([36, 36], date(2024, 9, 14)) == 17.9
    assert family_entry([], date(2024, 9, 14)) == 0.0


def test_prices_sampled():
    rng = random.Random(58)
    for _ in range(3000):
        age = rng.randint(0, 143)
        day = date(2024, 1, 1) + timedelta(days=rng.randint(0, 700))
        assert abs(entry_price(age, day) - expected_price_pence(age, day) / 100) < 1e-9, (
            age, day)
    for _ in range(300):
        ages = [rng.randint(0, 143) for _ in range(rng.randint(1, 6))]
        day = date(2024, 1, 1) + timedelta(days=rng.randint(0, 700))
        want = sum(expected_price_pence(a, day) for a in ages) / 100
        assert abs(family_entry(ages, day) - want) < 0.001, (ages, day)


def test_party_minimum():
    assert party_quote(1) == {"charged_for": 10, "per_child": 12.5, "total": 125.0,
                              "deposit": 32}
    assert party_quote(9, food=False) == {"charged_for": 10, "per_child": 9.0,
                                          "total": 90.0, "deposit": 23}
    assert party_quote(10) == {"charged_for": 10, "per_child": 12.5, "total": 125.0,
                               "deposit": 32}
    assert party_quote(11) == {"charged_for": 11, "per_child": 12.5, "total": 137.5,
                               "deposit": 35}
    assert party_quote(16, False) == {"charged_for": 16, "per_child": 9.0, "total": 144.0,
                                      "deposit": 36}
    for n in range(1, 40):
        for food, per in [(True, 1250), (False, 900)]:
            got = party_quote(n, food)
            charged = max(n, 10)
            assert got["charged_for"] == charged
            assert abs(got["total"] - charged * per / 100) < 1e-9
            assert got["deposit"] == math.ceil(charged * per / 400)
    for bad in [0, -3, 2.5, "12"]:
        with pytest.raises(ValueError):
            party_quote(bad)


def test_sessions_unchanged():
    assert session_end("09:00") == "10:30"
    assert session_end("12:15") == "13:45"
    assert session_end("16:30") == "18:00"
    assert session_end("17:59") == "18:00"
    for bad in ["08:59", "18:00", "19:30", "noon", "10.30", "25:00"]:
        with pytest.raises(ValueError):
            session_end(bad)
