import pytest

from tuckshop import can_buy, format_pence, order_total, parse_order, restock


def test_parse_order():
    assert parse_order("2 crisps, apple, 3 x water") == {"crisps": 2, "apple": 1, "water": 3}
    assert parse_order("Crisps, 2 x Cookie") == {"crisps": 1, "cookie": 2}
    assert parse_order("apple, APPLE") == {"apple": 2}
    assert parse_order("") == {}
    with pytest.raises(ValueError):
        parse_order("2 chocolate")
    with pytest.raises(ValueError):
        parse_order("0 crisps")


def test_order_total():
    assert order_total({"crisps": 2, "apple": 1}) == 130
    assert order_total({"flapjack": 1, "juice": 1}) == 95
    assert order_total({"flapjack": 2, "juice": 2}) == 190
    assert order_total({"flapjack": 2, "juice": 1, "water": 1}) == 195
    assert order_total({}) == 0


def test_can_buy():
    assert can_buy(0, {"crisps": 2})
    assert can_buy(100, {"crisps": 2})
    assert not can_buy(110, {"crisps": 2})
    assert can_buy(105, {"flapjack": 1, "juice": 1})


def test_format_pence():
    assert format_pence(45) == "45p"
    assert format_pence(105) == "£1.05"
    assert format_pence(200) == "£2.00"


def test_restock():
    stock = {"crisps": 20, "apple": 6, "water": 4, "cookie": 10}
    assert restock(stock, {"crisps": 16, "apple": 1}) == ["crisps", "water"]
    assert restock(stock, {}, minimum=7) == ["apple", "water"]
    with pytest.raises(ValueError):
        restock(stock, {"apple": 7})
