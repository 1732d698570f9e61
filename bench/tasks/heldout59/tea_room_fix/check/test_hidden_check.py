"""Hidden check for tea_room_fix: menu names ignore capitals and spaces, service from 6
covers (10%, halfpenny up), split in whole pence with the spare pennies on the first people,
nothing else changed, and the given tests/test_teashop.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from teashop import MENU, bill, item_price, service_charge, split, subtotal  # noqa: E402

GIVEN_TEST = "tests/test_teashop.py"
# the given tests/test_teashop.py, verbatim
GIVEN = r'''import pytest

from teashop import bill, item_price, service_charge, split, subtotal


def test_item_price():
    assert item_price("scone") == 280
    assert item_price("Cream Tea") == 750
    assert item_price("  pot of tea ") == 320
    assert item_price("AFTERNOON TEA") == 1850
    with pytest.raises(ValueError):
        item_price("bacon roll")


def test_subtotal():
    assert subtotal([("pot of tea", 2), ("scone", 2)]) == 12.0
    assert subtotal([("Slice of Cake", 1), ("coffee", 1)]) == 7.15
    assert subtotal([]) == 0
    with pytest.raises(ValueError):
        subtotal([("scone", 0)])


def test_service_charge():
    assert service_charge(40.0, 2) == 0.0
    assert service_charge(40.0, 5) == 0.0
    assert service_charge(111.0, 6) == 11.1
    assert service_charge(87.45, 8) == 8.75
    with pytest.raises(ValueError):
        service_charge(10.0, 0)


def test_split():
    assert split(30.0, 3) == [10.0, 10.0, 10.0]
    assert split(20.0, 3) == [6.67, 6.67, 6.66]
    assert split(10.03, 4) == [2.51, 2.51, 2.51, 2.5]
    assert split(7.5, 1) == [7.5]


def test_bill():
    assert bill([("afternoon tea", 6)], 6) == {"subtotal": 111.0, "service": 11.1,
                                               "total": 122.1}
    assert bill([("cream tea", 2), ("pot of tea", 1)], 2) == {
        "subtotal": 18.2, "service": 0.0, "total": 18.2}
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
    assert "5 passed" in proc.stdout


def test_names_any_case():
    assert item_price("Toasted Teacake") == 260
    assert item_price("toasted   teacake") == 260
    assert item_price("\tSANDWICH\n") == 625
    assert item_price("Coffee") == 340
    for name, pence in MENU.items():
        assert item_price(name.upper()) == pence
        assert item_price(" " + name.title() + " ") == pence
    for bad in ["", "tea", "scones", "cream-tea"]:
        with pytest.raises(ValueError):
            item_price(bad)
    assert subtotal([("SCONE", 3), ("Pot Of Tea", 1)]) == 11.6


def test_service_from_six():
    assert service_charge(50.0, 1) == 0.0
    assert service_charge(50.0, 5) == 0.0
    assert service_charge(50.0, 6) == 5.0
    assert service_charge(50.0, 7) == 5.0
    assert service_charge(50.0, 12) == 5.0
    assert service_charge(33.35, 6) == 3.34
    assert service_charge(33.34, 6) == 3.33
    assert service_charge(0.05, 6) == 0.01
    assert service_charge(0.04, 6) == 0.0
    with pytest.raises(ValueError):
        service_charge(20.0, -1)
    rng = random.Random(591)
    for _ in range(2000):
        pence = rng.randint(1, 50000)
        covers = rng.randint(1, 15)
        want = 0 if covers < 6 else (pence + 5) // 10
        assert round(service_charge(pence / 100, covers) * 100) == want, (pence, covers)


def test_split_pennies():
    assert split(10.0, 3) == [3.34, 3.33, 3.33]
    assert split(0.05, 3) == [0.02, 0.02, 0.01]
    assert split(0.02, 4) == [0.01, 0.01, 0.0, 0.0]
    assert split(100.0, 8) == [12.5] * 8
    for bad in [0, -2]:
        with pytest.raises(ValueError):
            split(10.0, bad)
    rng = random.Random(592)
    for _ in range(2000):
        pence = rng.randint(0, 40000)
        people = rng.randint(1, 12)
        got = split(pence / 100, people)
        assert len(got) == people
        cents = [round(x * 100) for x in got]
        assert all(abs(x * 100 - c) < 1e-6 for x, c in zip(got, cents))
        assert sum(cents) == pence
        assert cents == sorted(cents, reverse=True)
        assert max(cents) - min(cents) <= 1


def test_bill_more():
    assert bill([("afternoon tea", 8), ("coffee", 2)], 8) == {
        "subtotal": 154.8, "service": 15.48, "total": 170.28}
    assert bill([("Cream Tea", 5)], 5) == {"subtotal": 37.5, "service": 0.0, "total": 37.5}
    assert bill([("scone", 1), ("Slice of cake", 1)], 6) == {
        "subtotal": 6.55, "service": 0.66, "total": 7.21}


def test_rest_unchanged():
    for bad in [[("scone", 1.5)], [("scone", -1)], [("scone", True)], [("crumpet", 1)]]:
        with pytest.raises(ValueError):
            subtotal(bad)
    assert subtotal([("sandwich", 4), ("pot of tea", 4)]) == 37.8
