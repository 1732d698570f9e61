"""Hidden check for tuck_shop_fix: order items in any capitals, a meal deal for every flapjack
and juice pair, spending exactly the daily limit allowed, nothing else changed, and the given
tests/test_tuckshop.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from tuckshop import can_buy, format_pence, order_total, parse_order, restock  # noqa: E402

GIVEN_TEST = "tests/test_tuckshop.py"
# the given tests/test_tuckshop.py, verbatim
GIVEN = r'''import pytest

from tuckshop import can_buy, format_pence, order_total, parse_order, restock


def test_parse_order():
    assert parse_order("2 crisps, apple, 3 x water") == {"crisps": 2, "apple": 1, "water": 3}
    assert parse_order("Crisps, 2 x Cookie") == {"crisps": 1, "cookie": 2}
    assert parse_order("apple, APPLE") == {"apple": 2}
    assert parse_order("") == {}
    with pytest.raises(ValueError):
        parse_order("2 chocolate")
    with pytest.raises(ValueError):
        parse_order("0 crisps")


def test_order_total():
    assert order_total({"crisps": 2, "apple": 1}) == 130
    assert order_total({"flapjack": 1, "juice": 1}) == 95
    assert order_total({"flapjack": 2, "juice": 2}) == 190
    assert order_total({"flapjack": 2, "juice": 1, "water": 1}) == 195
    assert order_total({}) == 0


def test_can_buy():
    assert can_buy(0, {"crisps": 2})
    assert can_buy(100, {"crisps": 2})
    assert not can_buy(110, {"crisps": 2})
    assert can_buy(105, {"flapjack": 1, "juice": 1})


def test_format_pence():
    assert format_pence(45) == "45p"
    assert format_pence(105) == "£1.05"
    assert format_pence(200) == "£2.00"


def test_restock():
    stock = {"crisps": 20, "apple": 6, "water": 4, "cookie": 10}
    assert restock(stock, {"crisps": 16, "apple": 1}) == ["crisps", "water"]
    assert restock(stock, {}, minimum=7) == ["apple", "water"]
    with pytest.raises(ValueError):
        restock(stock, {"apple": 7})
'''

PRICES = {"crisps": 50, "apple": 30, "flapjack": 60, "water": 40, "juice": 55, "cookie": 45}


def expected_total(order):
    total = sum(PRICES[n] * q for n, q in order.items())
    return total - 20 * min(order.get("flapjack", 0), order.get("juice", 0))


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


def test_orders_any_capitals():
    assert parse_order("FLAPJACK, 2 Juice") == {"flapjack": 1, "juice": 2}
    assert parse_order(" 3 x Water ") == {"water": 3}
    assert parse_order("Apple, apple, 2 APPLE") == {"apple": 4}
    assert parse_order("cookie,,Crisps") == {"cookie": 1, "crisps": 1}
    for bad in ["Chocolate", "2 x Sweets", "0 Apple", "crisps, Lolly"]:
        with pytest.raises(ValueError):
            parse_order(bad)


def test_meal_deal_every_pair():
    assert order_total({"flapjack": 3, "juice": 3}) == 285
    assert order_total({"flapjack": 1, "juice": 3}) == 205
    assert order_total({"flapjack": 3, "juice": 2}) == 250
    assert order_total({"flapjack": 2}) == 120
    assert order_total({"juice": 2, "apple": 1}) == 140
    assert order_total(parse_order("2 Flapjack, 2 x JUICE, cookie")) == 235
    rng = random.Random(60)
    for _ in range(500):
        order = {n: rng.randint(1, 4) for n in PRICES if rng.random() < 0.5}
        assert order_total(order) == expected_total(order), order


def test_daily_limit_inclusive():
    assert can_buy(0, {"flapjack": 1, "juice": 1, "apple": 1, "cookie": 1})
    assert can_buy(0, {"crisps": 4})
    assert not can_buy(0, {"crisps": 4, "apple": 1})
    assert can_buy(200, {})
    assert not can_buy(201, {})
    assert can_buy(10, {"flapjack": 2, "juice": 2})
    assert not can_buy(11, {"flapjack": 2, "juice": 2})
    assert can_buy(150, {"crisps": 1})
    assert not can_buy(151, {"crisps": 1})


def test_rest_unchanged():
    assert parse_order("2 crisps, apple, 3 x water") == {"crisps": 2, "apple": 1, "water": 3}
    assert parse_order("   ") == {}
    assert format_pence(0) == "0p"
    assert format_pence(99) == "99p"
    assert format_pence(100) == "£1.00"
    assert format_pence(1234) == "£12.34"
    stock = {"crisps": 20, "apple": 6, "water": 4, "cookie": 10}
    assert restock(stock, {"crisps": 15}) == ["water"]
    assert restock(stock, {"crisps": 16, "cookie": 10}) == ["cookie", "crisps", "water"]
    assert restock(stock, {}, minimum=4) == []
    assert restock({}, {}) == []
    with pytest.raises(ValueError):
        restock(stock, {"water": 5})
