import dataclasses

from inventory import Item, Store
from inventory.item import Item as ItemDirect
from inventory.store import Store as StoreDirect


def test_imports_are_the_same_classes():
    assert Item is ItemDirect and Store is StoreDirect


def test_item_is_a_dataclass_with_default_quantity():
    assert dataclasses.is_dataclass(Item)
    item = Item("pen", 1.5)
    assert (item.name, item.price, item.quantity) == ("pen", 1.5, 0)
    assert Item("a", 1.0, 2) == Item("a", 1.0, 2)


def test_store():
    store = Store()
    assert store.total_value() == 0
    assert store.find("pen") is None
    pen = Item("pen", 1.5, 4)
    store.add(pen)
    store.add(Item("ink", 2.25, 2))
    assert store.total_value() == 10.5
    assert store.find("pen") is pen
    assert store.find("paper") is None
