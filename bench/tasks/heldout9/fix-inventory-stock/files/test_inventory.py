import pytest

from inventory import Inventory


def make():
    inv = Inventory()
    inv.add("bolt", 10)
    inv.add("nut", 3)
    inv.add("washer", 3)
    return inv


def test_add_and_quantity():
    inv = make()
    inv.add("bolt", 5)
    assert inv.quantity("bolt") == 15
    assert inv.quantity("screw") == 0


def test_remove_some():
    inv = make()
    inv.remove("bolt", 4)
    assert inv.quantity("bolt") == 6


def test_remove_all_drops_sku():
    inv = make()
    inv.remove("nut", 3)
    assert inv.skus() == ["bolt", "washer"]
    assert inv.low_stock(5) == ["washer"]


def test_remove_too_many():
    inv = make()
    with pytest.raises(ValueError):
        inv.remove("nut", 4)
    assert inv.quantity("nut") == 3


def test_remove_unknown_sku():
    inv = make()
    with pytest.raises(ValueError):
        inv.remove("screw", 1)


def test_low_stock_order():
    inv = make()
    inv.add("anchor", 1)
    assert inv.low_stock(4) == ["anchor", "nut", "washer"]
