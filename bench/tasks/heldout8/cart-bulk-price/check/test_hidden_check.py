import pytest

from cart import Cart


def test_below_threshold_normal_price():
    cart = Cart()
    cart.add("soda", 150, 5)
    cart.set_bulk_price("soda", 6, 100)
    assert cart.total() == 750


def test_exactly_threshold_gets_bulk_price_on_every_unit():
    cart = Cart()
    cart.add("soda", 150, 6)
    cart.set_bulk_price("soda", 6, 100)
    assert cart.total() == 600


def test_above_threshold():
    cart = Cart()
    cart.set_bulk_price("soda", 6, 100)
    cart.add("soda", 150, 10)
    assert cart.total() == 1000


def test_set_before_item_added_and_crossing_by_adding():
    cart = Cart()
    cart.set_bulk_price("egg", 12, 20)
    cart.add("egg", 30, 11)
    assert cart.total() == 330
    cart.add("egg", 30, 1)
    assert cart.total() == 240


def test_dropping_below_threshold_reverts():
    cart = Cart()
    cart.set_bulk_price("egg", 12, 20)
    cart.add("egg", 30, 12)
    assert cart.total() == 240
    cart.remove("egg", 1)
    assert cart.total() == 330
    cart.add("egg", 30, 1)
    assert cart.total() == 240


def test_only_that_item_affected():
    cart = Cart()
    cart.add("soda", 150, 6)
    cart.add("chips", 200, 6)
    cart.set_bulk_price("soda", 6, 100)
    assert cart.total() == 600 + 1200


def test_removed_item_and_unused_rule():
    cart = Cart()
    cart.set_bulk_price("tea", 2, 10)
    assert cart.total() == 0
    cart.add("tea", 40, 3)
    cart.remove("tea", 3)
    assert cart.total() == 0
    assert cart.quantity("tea") == 0


def test_existing_behaviour_kept():
    cart = Cart()
    cart.add("apple", 50, 3)
    cart.add("bread", 250)
    assert cart.total() == 400
    assert cart.items() == [("apple", 3), ("bread", 1)]
    with pytest.raises(KeyError):
        cart.remove("ghost")
    with pytest.raises(ValueError):
        cart.add("apple", 50, 0)
