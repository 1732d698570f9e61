from decimal import Decimal

import pytest

from inventory import Inventory, OutOfStock


@pytest.fixture
def inv():
    inv = Inventory()
    inv.add_item("A1", "apple crate", "12.50", 10)
    inv.add_item("B2", "banana box", "8.00", 3)
    return inv


def test_quantity_and_restock(inv):
    inv.restock("B2", 4)
    assert inv.quantity("B2") == 7


def test_remove(inv):
    inv.remove("A1", 4)
    assert inv.quantity("A1") == 6


def test_remove_too_many(inv):
    with pytest.raises(OutOfStock) as exc:
        inv.remove("B2", 5)
    assert exc.value.requested == 5
    assert exc.value.available == 3
    assert inv.quantity("B2") == 3


def test_total_value(inv):
    assert inv.total_value() == Decimal("149.00")


def test_low_stock(inv):
    assert inv.low_stock() == ["B2"]


def test_unknown_sku(inv):
    with pytest.raises(KeyError):
        inv.quantity("ZZ")
