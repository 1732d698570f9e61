import importlib

import pytest


def test_package_layout():
    shop = importlib.import_module("shop")
    money = importlib.import_module("shop.money")
    cart = importlib.import_module("shop.cart")
    from shop import Cart, format_cents
    assert Cart is cart.Cart
    assert format_cents is money.format_cents


@pytest.mark.parametrize("cents,text", [
    (0, "$0.00"),
    (5, "$0.05"),
    (50, "$0.50"),
    (100, "$1.00"),
    (1999, "$19.99"),
    (99999, "$999.99"),
    (100000, "$1,000.00"),
    (123456, "$1,234.56"),
    (123456789, "$1,234,567.89"),
    (100000000000, "$1,000,000,000.00"),
    (-50, "-$0.50"),
    (-5, "-$0.05"),
    (-123456, "-$1,234.56"),
])
def test_format_cents(cents, text):
    from shop.money import format_cents
    assert format_cents(cents) == text


def make_cart():
    from shop import Cart
    cart = Cart()
    cart.add("pen", 150, 2)
    cart.add("notebook", 1299)
    return cart


def test_total_and_lines():
    cart = make_cart()
    assert cart.total_cents() == 150 * 2 + 1299
    assert cart.lines() == ["2 x pen @ $1.50 = $3.00", "1 x notebook @ $12.99 = $12.99"]


def test_empty_cart():
    from shop import Cart
    cart = Cart()
    assert cart.total_cents() == 0
    assert cart.lines() == []


def test_add_again_increases_quantity_keeps_order():
    cart = make_cart()
    cart.add("stapler", 2500)
    cart.add("pen", 150, 3)
    cart.add("pen", 150)
    assert cart.lines() == [
        "6 x pen @ $1.50 = $9.00",
        "1 x notebook @ $12.99 = $12.99",
        "1 x stapler @ $25.00 = $25.00",
    ]
    assert cart.total_cents() == 900 + 1299 + 2500


def test_thousands_in_lines():
    from shop import Cart
    cart = Cart()
    cart.add("laptop", 129900, 2)
    assert cart.lines() == ["2 x laptop @ $1,299.00 = $2,598.00"]
    assert cart.total_cents() == 259800


def test_free_item_allowed():
    from shop import Cart
    cart = Cart()
    cart.add("sticker", 0, 3)
    assert cart.total_cents() == 0
    assert cart.lines() == ["3 x sticker @ $0.00 = $0.00"]


def test_different_price_rejected():
    cart = make_cart()
    with pytest.raises(ValueError):
        cart.add("pen", 175)


@pytest.mark.parametrize("qty", [0, -1])
def test_bad_quantity(qty):
    cart = make_cart()
    with pytest.raises(ValueError):
        cart.add("eraser", 99, qty)
    with pytest.raises(ValueError):
        cart.add("pen", 150, qty)


def test_negative_price():
    cart = make_cart()
    with pytest.raises(ValueError):
        cart.add("coupon", -100)


def test_remove():
    cart = make_cart()
    cart.remove("pen")
    assert cart.lines() == ["1 x notebook @ $12.99 = $12.99"]
    assert cart.total_cents() == 1299
    cart.add("pen", 200)
    assert cart.lines() == ["1 x notebook @ $12.99 = $12.99", "1 x pen @ $2.00 = $2.00"]


def test_remove_missing_keyerror():
    cart = make_cart()
    with pytest.raises(KeyError):
        cart.remove("glue")
    cart.remove("notebook")
    with pytest.raises(KeyError):
        cart.remove("notebook")
