"""Hidden check for piggy_bank_module: piggy.PiggyBank takes only UK coins (pence), counts
them, totals in pounds to 2 places, and smash() gives the coins largest first, empties it and
refuses more coins or a second smash with RuntimeError."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from piggy import PiggyBank  # noqa: E402

COINS = [200, 100, 50, 20, 10, 5, 2, 1]


def filled(coins):
    bank = PiggyBank()
    for coin in coins:
        bank.add(coin)
    return bank


def test_prompt_example():
    bank = filled([50, 20, 200, 20, 1, 2])
    assert bank.total() == 2.93
    assert bank.count() == 6
    assert bank.count(20) == 2
    assert bank.count(5) == 0
    out = bank.smash()
    assert out == {200: 1, 50: 1, 20: 2, 2: 1, 1: 1}
    assert list(out.items()) == [(200, 1), (50, 1), (20, 2), (2, 1), (1, 1)]


def test_empty_bank():
    bank = PiggyBank()
    assert bank.count() == 0
    assert bank.count(50) == 0
    assert bank.total() == 0
    assert bank.smash() == {}


def test_total_in_pounds():
    assert filled([200]).total() == 2.0
    assert filled([1]).total() == 0.01
    assert filled([5, 5, 10]).total() == 0.2
    assert filled([100, 50, 20, 10, 5, 2, 1]).total() == 1.88
    rng = random.Random(40)
    for _ in range(200):
        coins = [rng.choice(COINS) for _ in range(rng.randint(0, 60))]
        bank = filled(coins)
        got = bank.total()
        assert abs(got - sum(coins) / 100) < 1e-9, coins
        assert abs(round(got, 2) - got) < 1e-9
        assert bank.count() == len(coins)
        for coin in COINS:
            assert bank.count(coin) == coins.count(coin)
        out = bank.smash()
        assert list(out.items()) == [(c, coins.count(c)) for c in COINS if c in coins], coins


def test_bad_coins_refused_and_not_added():
    bank = filled([10])
    for bad in [3, 25, 0, -1, 500, 0.5, "50"]:
        with pytest.raises(ValueError):
            bank.add(bad)
    assert bank.count() == 1
    assert bank.total() == 0.1


def test_after_smash():
    bank = filled([100, 100, 5])
    assert bank.smash() == {100: 2, 5: 1}
    assert bank.count() == 0
    assert bank.count(100) == 0
    assert bank.total() == 0
    with pytest.raises(RuntimeError):
        bank.add(50)
    with pytest.raises(RuntimeError):
        bank.smash()
    assert bank.count() == 0


def test_two_banks_are_separate():
    one, two = PiggyBank(), PiggyBank()
    one.add(50)
    assert two.count() == 0
    one.smash()
    two.add(20)
    assert two.total() == 0.2
