import pytest

from cart import Cart


def test_empty():
    assert Cart().total() == 0


def test_add_and_total():
    cart = Cart()
    cart.add("tea", 350)
    cart.add("mug", 800, 2)
    assert cart.total() == 1950


def test_add_same_item_twice():
    cart = Cart()
    cart.add("tea", 350)
    cart.add("tea", 350, 3)
    assert cart.total() == 1400


def test_remove():
    cart = Cart()
    cart.add("tea", 350, 2)
    cart.add("mug", 800)
    cart.remove("tea")
    assert cart.total() == 800
    with pytest.raises(KeyError):
        cart.remove("tea")


def test_codes():
    cart = Cart()
    cart.add("book", 999)
    cart.apply_code("SAVE10")
    assert cart.total() == 899
    cart.apply_code("HALF")
    assert cart.total() == 499
    with pytest.raises(ValueError):
        cart.apply_code("FREE")
