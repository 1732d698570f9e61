import os
import sys

import pytest

sys.path.insert(0, os.getcwd())

from inventory import InsufficientStock, Inventory  # noqa: E402


def snapshot(*invs):
    return [(inv.skus(), {s: inv.quantity(s) for s in inv.skus()}, list(inv.history)) for inv in invs]


@pytest.fixture
def pair():
    wh = Inventory("warehouse")
    shop = Inventory("shop")
    wh.add("mug", 10)
    wh.add("plate", 3)
    return wh, shop


def test_basic_transfer(pair):
    wh, shop = pair
    assert wh.transfer(shop, "mug", 4) == 6
    assert wh.quantity("mug") == 6
    assert shop.quantity("mug") == 4
    assert shop.skus() == ["mug"]


def test_history_entries(pair):
    wh, shop = pair
    wh.transfer(shop, "mug", 4)
    assert wh.history == [("add", "mug", 10), ("add", "plate", 3), ("transfer_out", "mug", 4)]
    assert shop.history == [("transfer_in", "mug", 4)]


def test_adds_to_existing_destination_stock(pair):
    wh, shop = pair
    shop.add("mug", 2)
    wh.transfer(shop, "mug", 5)
    assert shop.quantity("mug") == 7
    assert shop.history == [("add", "mug", 2), ("transfer_in", "mug", 5)]


def test_transfer_everything_forgets_sku(pair):
    wh, shop = pair
    assert wh.transfer(shop, "plate", 3) == 0
    assert wh.skus() == ["mug"]
    assert wh.quantity("plate") == 0
    assert shop.quantity("plate") == 3


def test_chain_of_transfers(pair):
    wh, shop = pair
    other = Inventory("shop 2")
    wh.transfer(shop, "mug", 6)
    assert shop.transfer(other, "mug", 2) == 4
    assert (wh.quantity("mug"), shop.quantity("mug"), other.quantity("mug")) == (4, 4, 2)


@pytest.mark.parametrize("sku,qty", [("mug", 11), ("plate", 4), ("bowl", 1)])
def test_insufficient_changes_nothing(pair, sku, qty):
    wh, shop = pair
    shop.add("mug", 1)
    before = snapshot(wh, shop)
    with pytest.raises(InsufficientStock):
        wh.transfer(shop, sku, qty)
    assert snapshot(wh, shop) == before


@pytest.mark.parametrize("qty", [0, -2, 1.5, "3"])
def test_bad_quantity(pair, qty):
    wh, shop = pair
    before = snapshot(wh, shop)
    with pytest.raises(ValueError):
        wh.transfer(shop, "mug", qty)
    assert snapshot(wh, shop) == before


def test_same_inventory_rejected(pair):
    wh, _ = pair
    before = snapshot(wh)
    with pytest.raises(ValueError):
        wh.transfer(wh, "mug", 2)
    assert snapshot(wh) == before


def test_existing_methods_unchanged():
    inv = Inventory("shop")
    assert inv.add("cup", 3) == 3
    assert inv.remove("cup", 1) == 2
    with pytest.raises(InsufficientStock):
        inv.remove("cup", 5)
    assert inv.remove("cup", 2) == 0
    assert inv.skus() == []
    assert inv.history == [("add", "cup", 3), ("remove", "cup", 1), ("remove", "cup", 2)]
    with pytest.raises(ValueError):
        inv.add("cup", 0)
