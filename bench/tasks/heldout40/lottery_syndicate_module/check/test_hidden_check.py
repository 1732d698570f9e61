"""Hidden check for lottery_syndicate_module: syndicate.share_prize splits a prize in
proportion to the stakes, each share rounded DOWN to the penny (exact shares stay exact), the
left-over pennies as the kitty, money to 2 places, and the ValueError rules."""

import os
import random
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
from syndicate import share_prize  # noqa: E402


def money(got, pence):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(Fraction(got) - Fraction(pence, 100)) < Fraction(1, 10**7), (got, pence)


def expected(prize_p, stakes):
    total = sum(Fraction(s) for s in stakes.values())
    shares = {n: int(prize_p * Fraction(s) / total) for n, s in stakes.items()}
    return shares, prize_p - sum(shares.values())


def check(prize, stakes, prize_p):
    result = share_prize(prize, stakes)
    assert isinstance(result, tuple) and len(result) == 2, result
    shares, kitty = result
    want_shares, want_kitty = expected(prize_p, stakes)
    assert isinstance(shares, dict) and set(shares) == set(stakes), shares
    for name, pence in want_shares.items():
        money(shares[name], pence)
    money(kitty, want_kitty)


def test_prompt_examples():
    assert share_prize(100, {"Ann": 2, "Bob": 2, "Cat": 2}) == (
        {"Ann": 33.33, "Bob": 33.33, "Cat": 33.33}, 0.01)
    assert share_prize(10, {"Ann": 1, "Bob": 2}) == ({"Ann": 3.33, "Bob": 6.66}, 0.01)
    assert share_prize(3, {"Ann": 2, "Bob": 3}) == ({"Ann": 1.2, "Bob": 1.8}, 0.0)


def test_rounded_down_not_to_nearest():
    shares, kitty = share_prize(20, {"Ann": 1, "Bob": 2})
    money(shares["Ann"], 666)
    money(shares["Bob"], 1333)
    money(kitty, 1)
    shares, kitty = share_prize(0.05, {"A": 1, "B": 1, "C": 1})
    for name in "ABC":
        money(shares[name], 1)
    money(kitty, 2)
    shares, kitty = share_prize(1, {"Dee": 1, "Eve": 1, "Fay": 1, "Gus": 3})
    for name in ["Dee", "Eve", "Fay"]:
        money(shares[name], 16)
    money(shares["Gus"], 50)
    money(kitty, 2)


def test_exact_shares_stay_exact():
    check(25, {"Ann": 1, "Bob": 3}, 2500)
    check(7, {"Ann": 2, "Bob": 3}, 700)
    check(12, {"Ann": 3, "Bob": 2}, 1200)
    check(14, {"x": 2, "y": 3}, 1400)
    check(1000, {"Ann": 1, "Bob": 1.5, "Cat": 0.5}, 100000)
    check(0, {"Ann": 1, "Bob": 4}, 0)
    check(50, {"Solo": 2}, 5000)
    shares, kitty = share_prize(25, {"Ann": 1, "Bob": 3})
    assert shares == {"Ann": 6.25, "Bob": 18.75} and kitty == 0


def test_sampled():
    rng = random.Random(4040)
    for _ in range(1500):
        prize_pounds = rng.randint(0, 5000)
        stakes = {f"m{i}": rng.randint(1, 5) for i in range(rng.randint(1, 7))}
        check(prize_pounds, stakes, prize_pounds * 100)
    for _ in range(300):
        prize_p = rng.randint(0, 200000) // 50 * 50  # whole pounds and 50p
        stakes = {f"m{i}": rng.choice([1, 2, 0.5, 1.5, 2.5]) for i in range(rng.randint(1, 5))}
        check(prize_p / 100, stakes, prize_p)


def test_errors():
    with pytest.raises(ValueError):
        share_prize(100, {})
    with pytest.raises(ValueError):
        share_prize(100, {"Ann": 2, "Bob": 0})
    with pytest.raises(ValueError):
        share_prize(100, {"Ann": -1, "Bob": 3})
    with pytest.raises(ValueError):
        share_prize(-5, {"Ann": 2})
