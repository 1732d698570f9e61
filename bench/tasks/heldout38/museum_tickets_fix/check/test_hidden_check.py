"""Hidden check for museum_tickets_fix: 15-year-olds are children and 16-year-olds adults,
only paying visitors count towards the group discount, nothing else changed, and the given
tests/test_museum.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from museum import group_total, ticket_price, ticket_type  # noqa: E402

GIVEN_TEST = "tests/test_museum.py"
# the given tests/test_museum.py, verbatim
GIVEN = r'''import pytest

from museum import group_total, ticket_price, ticket_type


def test_ticket_type():
    assert ticket_type(0) == "free"
    assert ticket_type(4) == "free"
    assert ticket_type(5) == "child"
    assert ticket_type(15) == "child"
    assert ticket_type(16) == "adult"
    assert ticket_type(64) == "adult"
    assert ticket_type(65) == "senior"
    assert ticket_type(90) == "senior"
    for bad in [-1, 7.5, "12"]:
        with pytest.raises(ValueError):
            ticket_type(bad)


def test_ticket_price():
    assert ticket_price(3) == 0.0
    assert ticket_price(10) == 6.0
    assert ticket_price(16) == 12.0
    assert ticket_price(70) == 8.0


def test_group_total():
    assert group_total([]) == 0.0
    assert group_total([41, 39, 9, 6, 2]) == 36.0
    # ten paying adults get 10% off
    assert group_total([30] * 10) == 108.0
    # nine paying adults and a baby: the baby doesn't count, so no discount
    assert group_total([30] * 9 + [1]) == 108.0
    assert group_total([12] * 8 + [70, 70]) == 57.6
'''

PRICE = {"free": 0, "child": 600, "adult": 1200, "senior": 800}  # pence


def expected_type(age):
    if age < 5:
        return "free"
    if age < 16:
        return "child"
    if age < 65:
        return "adult"
    return "senior"


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
    assert "3 passed" in proc.stdout


def test_ticket_types():
    for age in range(0, 110):
        assert ticket_type(age) == expected_type(age), age
        assert ticket_price(age) == PRICE[expected_type(age)] / 100, age
    for bad in [-1, -20, 15.0, "16", None]:
        with pytest.raises(ValueError):
            ticket_type(bad)


def test_group_total():
    assert group_total([15, 16]) == 18.0
    assert group_total([40] * 9 + [0, 1, 2, 3]) == 108.0
    assert group_total([40] * 9 + [0, 1, 2, 3, 5]) == 102.6
    assert group_total([8] * 10) == 54.0
    assert group_total([4] * 12) == 0.0
    rng = random.Random(3883)
    for _ in range(1000):
        ages = [rng.choice([0, 2, 4, 5, 9, 15, 16, 30, 64, 65, 80]) for _ in range(rng.randint(0, 16))]
        pence = sum(PRICE[expected_type(a)] for a in ages)
        paying = sum(1 for a in ages if a >= 5)
        if paying >= 10:
            pence = pence * 9 / 10
        assert abs(group_total(ages) - pence / 100) < 1e-9, ages
