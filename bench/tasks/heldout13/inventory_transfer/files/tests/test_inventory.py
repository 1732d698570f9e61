import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from inventory import InsufficientStock, Inventory  # noqa: E402


def test_add_and_quantity():
    inv = Inventory("shop")
    assert inv.add("mug", 3) == 3
    assert inv.add("mug", 2) == 5
    assert inv.quantity("mug") == 5
    assert inv.quantity("plate") == 0


def test_remove_to_zero_forgets_sku():
    inv = Inventory("shop")
    inv.add("mug", 2)
    assert inv.remove("mug", 2) == 0
    assert inv.skus() == []


def test_remove_too_many():
    inv = Inventory("shop")
    inv.add("mug", 1)
    with pytest.raises(InsufficientStock):
        inv.remove("mug", 2)
    assert inv.quantity("mug") == 1


def test_bad_quantity():
    inv = Inventory("shop")
    for qty in (0, -1, 1.5):
        with pytest.raises(ValueError):
            inv.add("mug", qty)


def test_history():
    inv = Inventory("shop")
    inv.add("mug", 4)
    inv.remove("mug", 1)
    assert inv.history == [("add", "mug", 4), ("remove", "mug", 1)]
