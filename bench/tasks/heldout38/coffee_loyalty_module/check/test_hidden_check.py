"""Hidden check for coffee_loyalty_module: loyalty.LoyaltyCard with stamps and free, buy(n)
turning every 8 stamps into a free drink (carrying the rest, several at once), redeem(), and
the errors."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from loyalty import LoyaltyCard  # noqa: E402


def test_prompt_example():
    card = LoyaltyCard()
    assert card.stamps == 0 and card.free == 0
    assert card.buy(5) == 0
    assert card.stamps == 5
    assert card.buy(5) == 1
    assert card.stamps == 2 and card.free == 1
    assert card.buy(14) == 3
    assert card.stamps == 0 and card.free == 3
    assert card.redeem() == 2
    assert card.free == 2 and card.stamps == 0


def test_buy_one_at_a_time():
    card = LoyaltyCard()
    for i in range(1, 8):
        assert card.buy() == 0
        assert card.stamps == i
    assert card.buy() == 1
    assert card.stamps == 0
    assert card.buy(1) == 1
    assert card.stamps == 1


def test_buy_many_at_once():
    card = LoyaltyCard()
    assert card.buy(16) == 2 and card.stamps == 0
    assert card.buy(25) == 5 and card.stamps == 1
    other = LoyaltyCard()
    assert other.buy(7) == 0 and other.stamps == 7
    assert other.buy(9) == 2 and other.stamps == 0
    assert LoyaltyCard().buy(8) == 1


def test_redeem():
    card = LoyaltyCard()
    with pytest.raises(ValueError):
        card.redeem()
    card.buy(19)
    assert card.free == 2 and card.stamps == 3
    assert card.redeem() == 1
    assert card.stamps == 3
    assert card.redeem() == 0
    with pytest.raises(ValueError):
        card.redeem()
    assert card.free == 0 and card.stamps == 3
    assert card.buy(5) == 1


def test_cards_separate():
    a, b = LoyaltyCard(), LoyaltyCard()
    a.buy(8)
    assert b.free == 0 and b.stamps == 0


def test_sampled():
    rng = random.Random(8)
    for _ in range(200):
        card, stamps, free = LoyaltyCard(), 0, 0
        for _ in range(30):
            if free and rng.random() < 0.3:
                free -= 1
                assert card.redeem() == free
            else:
                n = rng.randint(1, 12)
                stamps += n
                free += stamps // 8
                stamps %= 8
                assert card.buy(n) == free
            assert (card.stamps, card.free) == (stamps, free)


def test_buy_errors():
    card = LoyaltyCard()
    card.buy(3)
    for bad in [0, -1, 2.5, "3"]:
        with pytest.raises(ValueError):
            card.buy(bad)
    assert card.stamps == 3 and card.free == 0
