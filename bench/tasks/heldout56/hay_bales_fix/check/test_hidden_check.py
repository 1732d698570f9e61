"""Hidden check for hay_bales_fix: the bulk discount starts at 50 small bales, trailer loads
round up (an exact trailer is one load), delivery charges only the miles past 5 for each load,
nothing else changed, and the given tests/test_hay.py is untouched and passes."""

import math
import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from hay import bale_cost, delivery, order_total, trailer_loads  # noqa: E402

GIVEN_TEST = "tests/test_hay.py"
# the given tests/test_hay.py, verbatim
GIVEN = r'''import pytest

from hay import bale_cost, delivery, order_total, trailer_loads


def test_bale_cost():
    assert bale_cost("small hay", 10) == 55.0
    assert bale_cost("Round Haylage", 3) == 126.0
    assert bale_cost(" small  straw ", 20) == 80.0
    with pytest.raises(ValueError):
        bale_cost("silage", 4)
    with pytest.raises(ValueError):
        bale_cost("round hay", 0)


def test_bulk_discount():
    assert bale_cost("small hay", 49) == 269.5
    assert bale_cost("small hay", 50) == 247.5
    assert bale_cost("small straw", 100) == 360.0
    assert bale_cost("round hay", 60) == 2100.0


def test_trailer_loads():
    assert trailer_loads("small hay", 1) == 1
    assert trailer_loads("small hay", 150) == 1
    assert trailer_loads("small straw", 151) == 2
    assert trailer_loads("round hay", 12) == 1
    assert trailer_loads("round haylage", 25) == 3


def test_delivery():
    assert delivery("small hay", 40, 0) == 0
    assert delivery("small hay", 40, 5) == 0
    assert delivery("small hay", 40, 8) == 3.6
    assert delivery("round hay", 24, 10) == 12.0
    assert delivery("round hay", 13, 12.5) == 18.0
    with pytest.raises(ValueError):
        delivery("round hay", 4, -1)


def test_order_total():
    assert order_total("small hay", 60, 7) == 299.4
    assert order_total("round haylage", 12) == 504.0
'''

PRICE_P = {"small hay": 550, "small straw": 400, "round hay": 3500, "round haylage": 4200}
CAPACITY = {"small": 150, "round": 12}


def want_cost_p(kind, bales):
    pence = PRICE_P[kind] * bales
    if kind.startswith("small") and bales >= 50:
        pence = pence * 9 / 10
    return pence


def want_loads(kind, bales):
    return -(-bales // CAPACITY[kind.split()[0]])


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


def test_bulk_discount_from_50():
    assert bale_cost("small hay", 50) == 247.5
    assert bale_cost("small straw", 50) == 180.0
    assert bale_cost("Small Straw", 49) == 196.0
    assert bale_cost("small hay", 51) == 252.45
    assert bale_cost("round haylage", 50) == 2100.0
    assert bale_cost("round hay", 1) == 35.0


def test_trailer_loads_round_up():
    assert trailer_loads("small hay", 300) == 2
    assert trailer_loads("small hay", 301) == 3
    assert trailer_loads("small straw", 149) == 1
    assert trailer_loads("round haylage", 24) == 2
    assert trailer_loads("ROUND HAY", 1) == 1
    assert trailer_loads("round hay", 36) == 3
    assert trailer_loads("round hay", 37) == 4


def test_delivery_past_five_miles():
    assert delivery("small hay", 10, 6) == 1.2
    assert delivery("small hay", 150, 6) == 1.2
    assert delivery("small hay", 151, 6) == 2.4
    assert delivery("round hay", 12, 15) == 12.0
    assert delivery("round haylage", 30, 20) == 54.0
    assert delivery("round hay", 5, 4.5) == 0
    assert delivery("small straw", 200, 5.5) == 1.2


def test_order_total_more():
    assert order_total("small hay", 50, 5) == 247.5
    assert order_total("small straw", 150, 9) == 544.8
    assert order_total("round hay", 24, 6) == 842.4
    assert order_total(" Round  Haylage ", 13, 10) == 558.0


def test_sampled():
    rng = random.Random(5656)
    for _ in range(3000):
        kind = rng.choice(list(PRICE_P))
        bales = rng.randint(1, 400) if kind.startswith("small") else rng.randint(1, 60)
        miles = rng.choice([rng.randint(0, 30), round(rng.uniform(0, 30), 1)])
        cost = bale_cost(kind, bales)
        assert abs(cost - want_cost_p(kind, bales) / 100) < 0.006, (kind, bales)
        assert trailer_loads(kind, bales) == want_loads(kind, bales), (kind, bales)
        charge = max(0, miles - 5) * 1.2 * want_loads(kind, bales)
        assert abs(delivery(kind, bales, miles) - charge) < 0.006, (kind, bales, miles)
        assert abs(order_total(kind, bales, miles)
                   - (want_cost_p(kind, bales) / 100 + charge)) < 0.011, (kind, bales, miles)


def test_rest_unchanged():
    for bad_kind in ["silage", "small", "round", "small  hay bale", ""]:
        with pytest.raises(ValueError):
            bale_cost(bad_kind, 3)
    for bad in [0, -2, 2.5, True]:
        with pytest.raises(ValueError):
            bale_cost("small hay", bad)
        with pytest.raises(ValueError):
            trailer_loads("small hay", bad)
    with pytest.raises(ValueError):
        delivery("small hay", 10, -0.5)
    with pytest.raises(ValueError):
        order_total("straw", 10, 2)
