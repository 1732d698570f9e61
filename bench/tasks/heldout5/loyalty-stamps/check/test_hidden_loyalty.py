import pytest

from loyalty import LoyaltyCard


def test_tenth_coffee_earns_the_free_one():
    card = LoyaltyCard("Ben")
    results = [card.buy_coffee() for _ in range(10)]
    assert not any(results[:9])
    assert results[9]
    assert card.free_coffees == 1


def test_every_tenth_coffee():
    card = LoyaltyCard("Ben")
    results = [bool(card.buy_coffee()) for _ in range(35)]
    earned = [i + 1 for i, r in enumerate(results) if r]
    assert earned == [10, 20, 30]
    assert card.free_coffees == 3


def test_nine_coffees_earn_nothing():
    card = LoyaltyCard("Ben")
    for _ in range(9):
        card.buy_coffee()
    assert card.free_coffees == 0
    with pytest.raises(ValueError):
        card.redeem()


def test_redeem_on_new_card_raises():
    card = LoyaltyCard("Cleo")
    with pytest.raises(ValueError):
        card.redeem()
    with pytest.raises(ValueError):
        card.redeem()


def test_redeem_once_per_free_coffee():
    card = LoyaltyCard("Dev")
    for _ in range(10):
        card.buy_coffee()
    card.redeem()
    assert card.free_coffees == 0
    with pytest.raises(ValueError):
        card.redeem()


def test_two_free_coffees_redeem_twice():
    card = LoyaltyCard("Eli")
    for _ in range(20):
        card.buy_coffee()
    card.redeem()
    card.redeem()
    with pytest.raises(ValueError):
        card.redeem()
