"""Hidden check for car_insurance_fix: 5+ claim-free years get the top NCD rate, protected NCD
never adds years for claims, IPT is charged on the extras too, nothing else changed, and the
given tests/test_insurance.py is untouched and passes."""

import math
import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from insurance import monthly, ncd_after_year, ncd_discount, premium  # noqa: E402

GIVEN_TEST = "tests/test_insurance.py"
# the given tests/test_insurance.py, verbatim
GIVEN = r'''import pytest

from insurance import monthly, ncd_after_year, ncd_discount, premium


def test_ncd_discount():
    assert ncd_discount(0) == 0.0
    assert ncd_discount(1) == 0.25
    assert ncd_discount(4) == 0.55
    assert ncd_discount(5) == 0.65
    assert ncd_discount(9) == 0.65
    with pytest.raises(ValueError):
        ncd_discount(-1)


def test_claim_free_year():
    assert ncd_after_year(0) == 1
    assert ncd_after_year(4) == 5
    assert ncd_after_year(9) == 9


def test_claims():
    assert ncd_after_year(5, claims=1) == 3
    assert ncd_after_year(5, claims=2) == 1
    assert ncd_after_year(1, claims=1) == 0


def test_protected_ncd():
    assert ncd_after_year(6, claims=1, protected=True) == 6
    assert ncd_after_year(6, claims=2, protected=True) == 6
    assert ncd_after_year(6, claims=3, protected=True) == 4
    assert ncd_after_year(6, claims=0, protected=True) == 7


def test_premium():
    assert premium(600, 5) == 235.2
    assert premium(480, 0) == 537.6
    assert premium(600, 3, ["breakdown", "Legal"]) == 448.0
    with pytest.raises(ValueError):
        premium(600, 3, ["windscreen"])
    with pytest.raises(ValueError):
        premium(0, 3)


def test_monthly():
    assert monthly(448.0) == 41.03
    assert monthly(100) == 9.16
'''

TABLE = {0: 0.0, 1: 0.25, 2: 0.35, 3: 0.45, 4: 0.55}
EXTRAS = {"breakdown": 4500, "legal": 2500, "courtesy car": 2000, "protected ncd": 3500}


def expected_after(years, claims, protected):
    if claims == 0:
        return min(years + 1, 9)
    costly = max(0, claims - 2) if protected else claims
    return max(0, years - 2 * costly)


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


def test_ncd_discount_table():
    for years in range(0, 5):
        assert ncd_discount(years) == TABLE[years]
    for years in range(5, 30):
        assert ncd_discount(years) == 0.65
    for bad in [-1, 2.5, "3", True]:
        with pytest.raises(ValueError):
            ncd_discount(bad)


def test_ncd_after_year():
    assert ncd_after_year(3, claims=1, protected=True) == 3
    assert ncd_after_year(0, claims=2, protected=True) == 0
    assert ncd_after_year(5, claims=4, protected=True) == 1
    assert ncd_after_year(9, claims=3, protected=True) == 7
    assert ncd_after_year(8, claims=0, protected=True) == 9
    assert ncd_after_year(2, claims=3) == 0
    assert ncd_after_year(7, claims=3) == 1
    for years in range(0, 10):
        for claims in range(0, 6):
            for protected in (False, True):
                assert ncd_after_year(years, claims, protected) == expected_after(
                    years, claims, protected), (years, claims, protected)
    with pytest.raises(ValueError):
        ncd_after_year(3, claims=-1)


def test_premium_more():
    assert premium(600, 5, ["breakdown"]) == 285.6
    assert premium(480, 0, ["courtesy car"]) == 560.0
    assert premium(850.5, 9, ["protected NCD"]) == 372.6
    assert premium(700, 2, [" Breakdown ", "legal", "courtesy car"]) == 610.4
    assert premium(600, 4, []) == 302.4
    rng = random.Random(6363)
    for _ in range(500):
        base_p = rng.randint(10000, 200000)
        years = rng.randint(0, 12)
        extras = rng.sample(sorted(EXTRAS), rng.randint(0, 4))
        disc = TABLE.get(years, 0.65)
        want = (base_p * (1 - disc) + sum(EXTRAS[e] for e in extras)) * 1.12 / 100
        got = premium(base_p / 100, years, extras)
        assert abs(got - want) < 0.0051, (base_p, years, extras)
        assert round(got, 2) == got
    for bad in [0, -100]:
        with pytest.raises(ValueError):
            premium(bad, 3)


def test_monthly_unchanged():
    assert monthly(448.0) == 41.03
    assert monthly(100) == 9.16
    assert monthly(235.2) == 21.55
    assert monthly(1200) == 109.9
    for pence in range(1000, 200000, 997):
        want = math.ceil(round(pence * 1.099 / 12, 6)) / 100
        assert monthly(pence / 100) == want, pence
