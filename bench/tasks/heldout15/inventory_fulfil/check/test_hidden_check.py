import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

WS = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(WS))

from inventory import Inventory, OutOfStock  # noqa: E402

ORIGINAL_TESTS = '''
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
'''


@pytest.fixture
def inv():
    inv = Inventory()
    inv.add_item("A1", "apple crate", "12.50", 10)
    inv.add_item("B2", "banana box", "8.00", 3)
    inv.add_item("C3", "cherry tray", "4.25", 0)
    return inv


def levels(inv):
    return {s: inv.quantity(s) for s in ("A1", "B2", "C3")}


def test_original_tests_still_pass(tmp_path):
    (tmp_path / "inventory.py").write_text((WS / "inventory.py").read_text())
    (tmp_path / "test_orig_inventory.py").write_text(ORIGINAL_TESTS)
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        "test_orig_inventory.py"], cwd=tmp_path, capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0, r.stdout[-2000:]


def test_example_success(inv):
    total = inv.fulfil([("A1", 2), ("B2", 1), ("A1", 1)])
    assert isinstance(total, Decimal)
    assert total == Decimal("45.50")
    assert levels(inv) == {"A1": 7, "B2": 2, "C3": 0}


def test_example_out_of_stock_combined(inv):
    with pytest.raises(OutOfStock) as exc:
        inv.fulfil([("A1", 2), ("B2", 2), ("B2", 2)])
    assert exc.value.sku == "B2"
    assert exc.value.requested == 4
    assert exc.value.available == 3
    assert levels(inv) == {"A1": 10, "B2": 3, "C3": 0}


def test_exactly_all_stock(inv):
    assert inv.fulfil([("B2", 3)]) == Decimal("24.00")
    assert inv.quantity("B2") == 0


def test_first_short_sku_by_first_appearance(inv):
    with pytest.raises(OutOfStock) as exc:
        inv.fulfil([("B2", 1), ("A1", 11), ("B2", 3)])
    assert exc.value.sku == "B2"
    assert exc.value.requested == 4
    with pytest.raises(OutOfStock) as exc:
        inv.fulfil([("A1", 11), ("B2", 4)])
    assert exc.value.sku == "A1"
    assert exc.value.requested == 11
    assert exc.value.available == 10
    assert levels(inv) == {"A1": 10, "B2": 3, "C3": 0}


def test_zero_stock_item(inv):
    with pytest.raises(OutOfStock) as exc:
        inv.fulfil([("A1", 1), ("C3", 1)])
    assert exc.value.sku == "C3"
    assert exc.value.available == 0
    assert levels(inv) == {"A1": 10, "B2": 3, "C3": 0}


def test_unknown_sku(inv):
    with pytest.raises(KeyError) as exc:
        inv.fulfil([("A1", 2), ("ZZ", 1)])
    assert exc.value.args[0] == "ZZ"
    assert levels(inv) == {"A1": 10, "B2": 3, "C3": 0}


@pytest.mark.parametrize("bad", [0, -2, 1.5])
def test_bad_qty(inv, bad):
    with pytest.raises(ValueError):
        inv.fulfil([("A1", 2), ("B2", bad)])
    assert levels(inv) == {"A1": 10, "B2": 3, "C3": 0}


def test_empty_order(inv):
    result = inv.fulfil([])
    assert result == Decimal("0")
    assert isinstance(result, Decimal)
    assert levels(inv) == {"A1": 10, "B2": 3, "C3": 0}


def test_value_after_fulfil(inv):
    inv.fulfil([("A1", 4)])
    assert inv.total_value() == Decimal("6") * Decimal("12.50") + Decimal("24.00")


def test_second_order_after_success(inv):
    inv.fulfil([("A1", 5)])
    with pytest.raises(OutOfStock) as exc:
        inv.fulfil([("A1", 6)])
    assert exc.value.available == 5
    assert inv.fulfil([("A1", 5), ("B2", 3)]) == Decimal("86.50")
    assert levels(inv) == {"A1": 0, "B2": 0, "C3": 0}
