"""Hidden check for tailor_alterations_fix: job names ignore capitals, express is the total
times 1.5 rounded UP to a pound, Sundays and Mondays are the days off, tickets have a 4-digit
number, nothing else changed, and the given tests/test_alterations.py is untouched and passes."""

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
from alterations import job_price, quote, ready_date, ticket  # noqa: E402

GIVEN_TEST = "tests/test_alterations.py"
# the given tests/test_alterations.py, verbatim
GIVEN = r'''from datetime import date

import pytest

from alterations import job_price, quote, ready_date, ticket


def test_job_price():
    assert job_price("hem trousers") == 12.0
    assert job_price("Hem trousers") == 12.0
    assert job_price("  REPLACE ZIP ") == 16.0
    with pytest.raises(ValueError):
        job_price("sew on button")


def test_quote():
    assert quote(["hem trousers", "take in waist"]) == 27.0
    assert quote(["Shorten sleeves"]) == 18.0
    with pytest.raises(ValueError):
        quote([])


def test_quote_express():
    assert quote(["hem trousers"], express=True) == 18.0
    # 27 * 1.5 = 40.50, rounded up
    assert quote(["hem trousers", "take in waist"], express=True) == 41.0
    assert quote(["hem skirt", "hem skirt", "replace zip"], express=True) == 66.0


def test_ready_date():
    # Tuesday 4 March 2025: Wed, Thu, Fri, Sat, (shut Sun and Mon), Tue
    assert ready_date(date(2025, 3, 4)) == date(2025, 3, 11)
    # dropped off on a Saturday: Tue, Wed, Thu, Fri, Sat
    assert ready_date(date(2025, 3, 8)) == date(2025, 3, 15)


def test_ready_date_express():
    # Thursday: Friday and Saturday
    assert ready_date(date(2025, 3, 6), express=True) == date(2025, 3, 8)
    # Friday: Saturday and Tuesday
    assert ready_date(date(2025, 3, 7), express=True) == date(2025, 3, 11)


def test_ticket():
    assert ticket(42, "Smith") == "A0042-SMITH"
    assert ticket(1234, " o'neill ") == "A1234-O'NEILL"
    with pytest.raises(ValueError):
        ticket(0, "Smith")
    with pytest.raises(ValueError):
        ticket(7, "  ")
'''

PRICES = {"hem trousers": 12, "hem skirt": 14, "take in waist": 15, "shorten sleeves": 18,
          "replace zip": 16, "let out seams": 20}


def expected_ready(dropped, days):
    day = dropped
    while days:
        day += timedelta(days=1)
        if day.weekday() not in (6, 0):
            days -= 1
    return day


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


def test_job_names_any_case():
    for name, price in PRICES.items():
        assert job_price(name) == price
        assert job_price(name.upper()) == price
        assert job_price(" " + name.title() + "  ") == price
    for bad in ["sew on button", "", "hem"]:
        with pytest.raises(ValueError):
            job_price(bad)
    with pytest.raises(ValueError):
        quote(["hem trousers", "darning"])


def test_quote_more():
    assert quote(["Hem Trousers", "LET OUT SEAMS"]) == 32.0
    assert quote(["take in waist"], express=True) == 23.0   # 22.50
    assert quote(["take in waist"], express=False) == 15.0
    assert quote(["hem skirt", "take in waist"], express=True) == 44.0  # 43.50
    assert quote(["let out seams"] * 3, express=True) == 90.0
    rng = random.Random(4949)
    for _ in range(500):
        jobs = [rng.choice(list(PRICES)) for _ in range(rng.randint(1, 6))]
        total = sum(PRICES[j] for j in jobs)
        assert quote(jobs) == total
        assert quote([j.upper() for j in jobs], express=True) == math.ceil(total * 1.5)
    with pytest.raises(ValueError):
        quote([], express=True)


def test_ready_dates():
    # Tuesday 4 March 2025
    assert ready_date(date(2025, 3, 4)) == date(2025, 3, 11)
    assert ready_date(date(2025, 3, 5)) == date(2025, 3, 12)   # Wed -> Wed
    assert ready_date(date(2025, 3, 9)) == date(2025, 3, 15)   # dropped on a Sunday
    assert ready_date(date(2025, 3, 10)) == date(2025, 3, 15)  # and on a Monday
    assert ready_date(date(2025, 3, 8), express=True) == date(2025, 3, 12)
    assert ready_date(date(2025, 3, 6), True) == date(2025, 3, 8)
    assert ready_date(date(2025, 12, 31)) == date(2026, 1, 7)
    rng = random.Random(49)
    for _ in range(1000):
        dropped = date(2024, 1, 1) + timedelta(days=rng.randint(0, 800))
        for express, days in [(False, 5), (True, 2)]:
            got = ready_date(dropped, express=express)
            assert got == expected_ready(dropped, days), (dropped, express)
            assert got.weekday() not in (6, 0)


def test_tickets():
    assert ticket(42, "Smith") == "A0042-SMITH"
    assert ticket(7, "  Patel") == "A0007-PATEL"
    assert ticket(1, "li") == "A0001-LI"
    assert ticket(500, "Jones") == "A0500-JONES"
    assert ticket(9999, "Brown") == "A9999-BROWN"
    for number, name in [(0, "Smith"), (10000, "Smith"), (-3, "Smith"), (4.0, "Smith"),
                         ("42", "Smith"), (42, ""), (42, "   ")]:
        with pytest.raises(ValueError):
            ticket(number, name)
