"""Hidden check for duck_race_fix: prizes() skips ducks nobody bought (the prize goes to the
next bought duck over the line), leaves prizes out when bought ducks run out, and the rest of
ducks.py is unchanged."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from ducks import PRIZES, assign, duck_price, prizes, takings  # noqa: E402

ORDERS = [("Mrs Patel", 12), ("Dave", 6), ("Jean", 3), ("The Red Lion", 20), ("Tom", 1)]


def test_reported_cases():
    owners = assign(ORDERS)
    assert prizes([14, 47, 9, 31, 2], owners) == [
        (14, "Dave", 50), (9, "Mrs Patel", 25), (31, "The Red Lion", 10)]
    assert prizes([47, 3, 60], owners) == [(3, "Mrs Patel", 50)]


def test_more_cases():
    owners = assign(ORDERS)
    assert prizes([], owners) == []
    assert prizes([43, 44, 45, 46], owners) == []
    assert prizes([42, 1, 22, 21], owners) == [(42, "Tom", 50), (1, "Mrs Patel", 25),
                                               (22, "The Red Lion", 10)]
    assert prizes([0, 50, 42], owners) == [(42, "Tom", 50)]
    assert prizes([19, 100, 20], owners) == [(19, "Jean", 50), (20, "Jean", 25)]
    assert prizes([5, 6, 7, 8], owners, amounts=(100,)) == [(5, "Mrs Patel", 100)]
    assert prizes([99, 5, 98, 6, 7], owners, amounts=(30, 20)) == [
        (5, "Mrs Patel", 30), (6, "Mrs Patel", 20)]
    with pytest.raises(ValueError):
        prizes([3, 4, 3], owners)
    with pytest.raises(ValueError):
        prizes([50, 51, 50], owners)


def test_sampled():
    rng = random.Random(59)
    for _ in range(500):
        orders = [(f"Buyer {i}", rng.randint(1, 15)) for i in range(rng.randint(1, 8))]
        owners = assign(orders)
        sold = len(owners)
        finish = rng.sample(range(1, sold + 30), rng.randint(0, min(12, sold + 29)))
        bought = [d for d in finish if 1 <= d <= sold]
        want = [(d, owners[d], a) for d, a in zip(bought, PRIZES)]
        assert prizes(finish, owners) == want, (orders, finish)


def test_rest_unchanged():
    assert duck_price(1) == 1.0
    assert duck_price(5) == 5.0
    assert duck_price(6) == 5.0
    assert duck_price(7) == 6.0
    assert duck_price(12) == 10.0
    assert duck_price(20) == 17.0
    for bad in [0, -3, 2.0, "6", True]:
        with pytest.raises(ValueError):
            duck_price(bad)
    owners = assign([(" Ann ", 2), ("Bob", 1)])
    assert owners == {1: "Ann", 2: "Ann", 3: "Bob"}
    assert assign([]) == {}
    with pytest.raises(ValueError):
        assign([("Ann", 0)])
    assert takings(ORDERS) == 36.0
    assert takings([("A", 7), ("B", 7)]) == 12.0
    assert takings([]) == 0
    assert len(assign(ORDERS)) == 42
