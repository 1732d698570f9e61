import pytest

from inventory import Inventory


def make():
    inv = Inventory()
    inv.add("bolt", 10)
    inv.add("nut", 3)
    inv.add("washer", 3)
    return inv


def test_add_accumulates_and_unknown_is_zero():
    inv = make()
    inv.add("bolt", 5)
    assert inv.quantity("bolt") == 15
    assert inv.quantity("screw") == 0


@pytest.mark.parametrize("qty", [0, -1])
def test_add_rejects_non_positive(qty):
    inv = make()
    with pytest.raises(ValueError):
        inv.add("bolt", qty)


def test_remove_partial():
    inv = make()
    inv.remove("bolt", 4)
    assert inv.quantity("bolt") == 6
    assert inv.skus() == ["bolt", "nut", "washer"]


def test_remove_exactly_all_drops_sku():
    inv = make()
    inv.remove("nut", 3)
    assert inv.quantity("nut") == 0
    assert inv.skus() == ["bolt", "washer"]
    assert "nut" not in inv.low_stock(100)
    assert inv.low_stock(5) == ["washer"]


def test_remove_in_steps_to_zero_drops_sku():
    inv = make()
    inv.remove("bolt", 6)
    inv.remove("bolt", 4)
    assert inv.skus() == ["nut", "washer"]


def test_sku_can_be_added_again_after_drop():
    inv = make()
    inv.remove("nut", 3)
    inv.add("nut", 2)
    assert inv.quantity("nut") == 2
    assert inv.skus() == ["bolt", "nut", "washer"]


def test_remove_too_many_leaves_stock_unchanged():
    inv = make()
    with pytest.raises(ValueError):
        inv.remove("nut", 4)
    assert inv.quantity("nut") == 3
    assert inv.skus() == ["bolt", "nut", "washer"]


def test_remove_unknown_sku_is_value_error():
    inv = make()
    with pytest.raises(ValueError):
        inv.remove("screw", 1)
    assert inv.skus() == ["bolt", "nut", "washer"]
    assert inv.quantity("screw") == 0


@pytest.mark.parametrize("qty", [0, -2])
def test_remove_non_positive(qty):
    inv = make()
    with pytest.raises(ValueError):
        inv.remove("bolt", qty)
    assert inv.quantity("bolt") == 10


def test_low_stock_strict_and_ordered():
    inv = make()
    inv.add("anchor", 1)
    inv.add("clip", 4)
    assert inv.low_stock(4) == ["anchor", "nut", "washer"]
    assert inv.low_stock(5) == ["anchor", "nut", "washer", "clip"]
    assert inv.low_stock(1) == []


def test_skus_alphabetical():
    inv = Inventory()
    inv.add("zip", 1)
    inv.add("awl", 2)
    inv.add("mallet", 3)
    assert inv.skus() == ["awl", "mallet", "zip"]
    assert Inventory().skus() == []
