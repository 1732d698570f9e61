"""Hidden check for flat_bills_module: bills.split shares a total in pence, left-over pennies one
each to the first names alphabetically, errors for no names or a negative total; bills.balances
is paid minus the split share, to 2 decimal places."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import bills  # noqa: E402

NAMES = ["Ana", "Bo", "Cat", "Dev", "Eli", "Fay", "Gus", "Hal"]


def same_money(got, want):
    assert isinstance(got, dict), got
    assert set(got) == set(want), (got, want)
    for name in want:
        value = got[name]
        assert isinstance(value, (int, float)) and not isinstance(value, bool), got
        assert abs(value - want[name]) < 1e-9, (got, want)


def expected_split(pence, names):
    each, left = divmod(pence, len(names))
    return {name: (each + (i < left)) / 100 for i, name in enumerate(sorted(names))}


def test_prompt_examples():
    same_money(bills.split(10, ["Sam", "Ana", "Joe"]), {"Ana": 3.34, "Joe": 3.33, "Sam": 3.33})
    same_money(bills.split(0.05, ["Bo", "Al"]), {"Al": 0.03, "Bo": 0.02})
    same_money(bills.balances({"Ana": 30, "Joe": 0, "Sam": 12.5}),
               {"Ana": 15.83, "Joe": -14.17, "Sam": -1.66})


def test_split_more():
    same_money(bills.split(9, ["Sam", "Ana", "Joe"]), {"Ana": 3.0, "Joe": 3.0, "Sam": 3.0})
    same_money(bills.split(10.01, ["Zed", "Max", "Amy"]), {"Amy": 3.34, "Max": 3.34, "Zed": 3.33})
    same_money(bills.split(19.99, ["Cat", "Bo", "Ana"]), {"Ana": 6.67, "Bo": 6.66, "Cat": 6.66})
    same_money(bills.split(0.29, ["Bo"]), {"Bo": 0.29})
    same_money(bills.split(0, ["Bo", "Al"]), {"Al": 0.0, "Bo": 0.0})
    same_money(bills.split(0.01, ["Cy", "Bo", "Al"]), {"Al": 0.01, "Bo": 0.0, "Cy": 0.0})
    same_money(bills.split(100, ["Dev", "Cat", "Bo", "Ana", "Eli", "Fay", "Gus"]),
               {"Ana": 14.29, "Bo": 14.29, "Cat": 14.29, "Dev": 14.29, "Eli": 14.28,
                "Fay": 14.28, "Gus": 14.28})


def test_split_adds_up_sampled():
    rng = random.Random(3939)
    for _ in range(3000):
        pence = rng.randint(0, 200000)
        names = rng.sample(NAMES, rng.randint(1, len(NAMES)))
        got = bills.split(pence / 100, names)
        same_money(got, expected_split(pence, names))
        assert round(sum(got.values()) * 100) == pence


def test_split_errors():
    with pytest.raises(ValueError):
        bills.split(10, [])
    for total in [-1, -0.01]:
        with pytest.raises(ValueError):
            bills.split(total, ["Ana", "Bo"])


def test_balances_more():
    same_money(bills.balances({"Ana": 10, "Bo": 10}), {"Ana": 0.0, "Bo": 0.0})
    same_money(bills.balances({"Bo": 0, "Ana": 0.01}), {"Ana": 0.0, "Bo": 0.0})
    same_money(bills.balances({"Cat": 12.1, "Bo": 3.2, "Ana": 0}),
               {"Ana": -5.1, "Bo": -1.9, "Cat": 7.0})
    same_money(bills.balances({"Solo": 42.42}), {"Solo": 0.0})


def test_balances_sampled():
    rng = random.Random(39)
    for _ in range(2000):
        names = rng.sample(NAMES, rng.randint(1, len(NAMES)))
        paid_p = {name: rng.choice([0, rng.randint(1, 20000)]) for name in names}
        paid = {name: p / 100 for name, p in paid_p.items()}
        shares = expected_split(sum(paid_p.values()), names)
        got = bills.balances(paid)
        same_money(got, {name: round(paid[name] - shares[name], 2) for name in names})
        assert abs(sum(got.values())) < 1e-6
