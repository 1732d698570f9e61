import hashlib
import os
import subprocess
import sys

import pytest

sys.path.insert(0, os.getcwd())
from vending import COINS, VendingMachine, make_change  # noqa: E402

TESTS_SHA256 = "107035ae9fc27cbbfee9e7052d2a41b0112e07540fdaf1e1c0ed1923e7f50564"


def test_given_tests_unchanged():
    with open("test_vending.py", "rb") as fh:
        assert hashlib.sha256(fh.read()).hexdigest() == TESTS_SHA256


def test_given_tests_pass():
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_vending.py"], capture_output=True, text=True, env=env,
                          timeout=120)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert "14 passed" in proc.stdout


def best_change(amount):
    # fewest coins by dynamic programming, then largest first
    best = {0: []}
    for a in range(5, amount + 1, 5):
        options = [best[a - c] + [c] for c in COINS if a - c in best]
        best[a] = min(options, key=len)
    return sorted(best[amount], reverse=True)


def test_coins_unchanged():
    assert sorted(COINS) == [5, 10, 20, 50, 100, 200]


@pytest.mark.parametrize("amount", list(range(0, 1005, 5)))
def test_make_change_all_amounts(amount):
    coins = make_change(amount)
    assert sum(coins) == amount
    assert coins == sorted(coins, reverse=True)
    assert coins == best_change(amount)


def test_make_change_big_amounts():
    assert make_change(400) == [200, 200]
    assert make_change(995) == [200, 200, 200, 200, 100, 50, 20, 20, 5]
    assert make_change(40) == [20, 20]


def test_sell_until_empty():
    m = VendingMachine({"C3": 65}, {"C3": 3})
    for left in (2, 1, 0):
        m.insert(50)
        m.insert(20)
        assert m.select("C3") == [5]
        assert m.stock["C3"] == left
    m.insert(100)
    with pytest.raises(RuntimeError, match="sold out"):
        m.select("C3")
    assert m.stock["C3"] == 0
    assert m.credit == 100
    assert m.bank == 195
    assert m.cancel() == [100]
    assert m.bank == 195


def test_exact_price_various():
    m = VendingMachine({"x": 5, "y": 350}, {"x": 1, "y": 1})
    m.insert(5)
    assert m.select("x") == []
    for coin in (200, 100, 50):
        m.insert(coin)
    assert m.select("y") == []
    assert m.bank == 355
    assert m.credit == 0


def test_one_cent_short():
    m = VendingMachine({"x": 75}, {"x": 5})
    m.insert(50)
    m.insert(20)
    with pytest.raises(RuntimeError, match="insufficient credit"):
        m.select("x")
    assert (m.credit, m.stock["x"], m.bank) == (70, 5, 0)
    m.insert(5)
    assert m.select("x") == []


def test_cancel_twice_and_keep_going():
    m = VendingMachine({"x": 30}, {"x": 2})
    m.insert(200)
    m.insert(200)
    assert m.cancel() == [200, 200]
    assert m.credit == 0
    assert m.bank == 0
    assert m.cancel() == []
    m.insert(50)
    assert m.select("x") == [20]
    assert m.bank == 30


def test_credit_not_carried_after_sale():
    m = VendingMachine({"x": 30}, {"x": 2})
    m.insert(50)
    m.select("x")
    with pytest.raises(RuntimeError, match="insufficient credit"):
        m.select("x")
    assert m.stock["x"] == 1
