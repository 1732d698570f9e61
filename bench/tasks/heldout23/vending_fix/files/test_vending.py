import pytest

from vending import VendingMachine, make_change


def machine():
    return VendingMachine({"A1": 120, "A2": 85, "B1": 200}, {"A1": 2, "A2": 1, "B1": 0})


def test_make_change_largest_first():
    assert make_change(0) == []
    assert make_change(35) == [20, 10, 5]
    assert make_change(380) == [200, 100, 50, 20, 10]


def test_insert_adds_credit():
    m = machine()
    assert m.insert(100) == 100
    assert m.insert(20) == 120
    assert m.credit == 120


@pytest.mark.parametrize("coin", [1, 2, 25, 500, 0])
def test_insert_rejects_unknown_coins(coin):
    m = machine()
    with pytest.raises(ValueError):
        m.insert(coin)
    assert m.credit == 0


def test_select_with_change():
    m = machine()
    m.insert(200)
    assert m.select("A1") == [50, 20, 10]
    assert m.stock["A1"] == 1
    assert m.credit == 0
    assert m.bank == 120


def test_exact_credit_is_enough():
    m = machine()
    m.insert(100)
    m.insert(20)
    assert m.select("A1") == []
    assert m.bank == 120


def test_insufficient_credit_changes_nothing():
    m = machine()
    m.insert(50)
    with pytest.raises(RuntimeError, match="insufficient credit"):
        m.select("A2")
    assert m.credit == 50
    assert m.stock["A2"] == 1
    assert m.bank == 0


def test_sold_out():
    m = machine()
    m.insert(200)
    with pytest.raises(RuntimeError, match="sold out"):
        m.select("B1")
    assert m.stock["B1"] == 0
    assert m.credit == 200


def test_last_item_then_sold_out():
    m = machine()
    m.insert(100)
    assert m.select("A2") == [10, 5]
    m.insert(100)
    with pytest.raises(RuntimeError, match="sold out"):
        m.select("A2")
    assert m.stock["A2"] == 0


def test_unknown_slot():
    m = machine()
    m.insert(100)
    with pytest.raises(KeyError):
        m.select("Z9")
    assert m.credit == 100


def test_cancel_returns_credit_and_resets():
    m = machine()
    m.insert(50)
    m.insert(20)
    m.insert(5)
    assert m.cancel() == [50, 20, 5]
    assert m.credit == 0
    assert m.cancel() == []
