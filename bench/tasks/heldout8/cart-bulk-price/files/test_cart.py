import pytest

from cart import Cart


def test_empty_total():
    assert Cart().total() == 0


def test_add_and_total():
    cart = Cart()
    cart.add("apple", 50, 3)
    cart.add("bread", 250)
    assert cart.total() == 400
    assert cart.quantity("apple") == 3


def test_add_again_accumulates():
    cart = Cart()
    cart.add("apple", 50, 2)
    cart.add("apple", 50, 1)
    assert cart.quantity("apple") == 3
    assert cart.items() == [("apple", 3)]


def test_remove():
    cart = Cart()
    cart.add("apple", 50, 3)
    cart.remove("apple", 2)
    assert cart.total() == 50
    cart.remove("apple")
    assert cart.items() == []


def test_remove_errors():
    cart = Cart()
    with pytest.raises(KeyError):
        cart.remove("ghost")
    cart.add("apple", 50)
    with pytest.raises(ValueError):
        cart.remove("apple", 2)


def test_add_rejects_bad_values():
    cart = Cart()
    with pytest.raises(ValueError):
        cart.add("apple", 50, 0)
    with pytest.raises(ValueError):
        cart.add("apple", -1)
