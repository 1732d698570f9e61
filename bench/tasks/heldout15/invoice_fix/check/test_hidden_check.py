import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

WS = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(WS))

from invoice import Invoice, money  # noqa: E402

ORIGINAL_TESTS = '''
from decimal import Decimal

import pytest

from invoice import Invoice, money


def test_money_rounds_half_up():
    assert money(Decimal("2.675")) == Decimal("2.68")
    assert money(Decimal("2.674")) == Decimal("2.67")


def test_subtotal():
    inv = Invoice("ACME")
    inv.add_line("widget", "2.50", 4)
    inv.add_line("gadget", "10.00")
    assert inv.subtotal() == Decimal("20.00")


def test_no_discount_no_tax():
    inv = Invoice("ACME")
    inv.add_line("widget", "19.99", 3)
    assert inv.total() == Decimal("59.97")


def test_tax_only():
    inv = Invoice("ACME", tax_rate="0.2")
    inv.add_line("widget", "10.00", 2)
    assert inv.tax() == Decimal("4.00")
    assert inv.total() == Decimal("24.00")


def test_discount_before_tax():
    inv = Invoice("ACME", tax_rate="0.2")
    inv.add_line("widget", "100.00")
    inv.set_discount(10)
    assert inv.discount() == Decimal("10.00")
    assert inv.tax() == Decimal("18.00")
    assert inv.total() == Decimal("108.00")


def test_adding_same_item_twice():
    inv = Invoice("ACME")
    inv.add_line("widget", "2.00", 3)
    inv.add_line("widget", "2.00", 2)
    assert len(inv.lines) == 1
    assert inv.lines[0]["qty"] == 5
    assert inv.subtotal() == Decimal("10.00")


def test_remove_line():
    inv = Invoice("ACME")
    inv.add_line("widget", "2.00")
    inv.remove_line("widget")
    assert inv.subtotal() == Decimal("0.00")
    with pytest.raises(KeyError):
        inv.remove_line("widget")


def test_bad_qty():
    inv = Invoice("ACME")
    with pytest.raises(ValueError):
        inv.add_line("widget", "1.00", 0)
'''


def test_original_tests_pass_on_workspace_code(tmp_path):
    (tmp_path / "invoice.py").write_text((WS / "invoice.py").read_text())
    (tmp_path / "test_orig_invoice.py").write_text(ORIGINAL_TESTS)
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        "test_orig_invoice.py"], cwd=tmp_path, capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stdout[-2000:]


def test_tax_on_discounted_amount_with_rounding():
    inv = Invoice("Bob", tax_rate="0.0825")
    inv.add_line("chair", "19.99", 3)
    inv.set_discount(15)
    assert inv.subtotal() == Decimal("59.97")
    assert inv.discount() == Decimal("9.00")
    assert inv.tax() == Decimal("4.21")
    assert inv.total() == Decimal("55.18")


def test_full_discount_means_no_tax():
    inv = Invoice("Bob", tax_rate="0.25")
    inv.add_line("gift", "40.00")
    inv.set_discount(100)
    assert inv.tax() == Decimal("0.00")
    assert inv.total() == Decimal("0.00")


def test_merge_adds_quantity_and_keeps_price():
    inv = Invoice("Bob")
    inv.add_line("widget", "2.00", 3)
    inv.add_line("bolt", "0.10", 10)
    inv.add_line("widget", "5.00", 1)
    assert len(inv.lines) == 2
    widget = [l for l in inv.lines if l["description"] == "widget"][0]
    assert widget["qty"] == 4
    assert widget["unit_price"] == Decimal("2.00")
    assert inv.subtotal() == Decimal("9.00")


def test_merge_three_times():
    inv = Invoice("Bob")
    for _ in range(3):
        inv.add_line("nut", "0.05", 2)
    assert len(inv.lines) == 1
    assert inv.lines[0]["qty"] == 6


@pytest.mark.parametrize("bad", [-1, "-0.5", 100.01, 150, "101"])
def test_discount_out_of_range(bad):
    inv = Invoice("Bob")
    inv.add_line("widget", "10.00")
    inv.set_discount(20)
    with pytest.raises(ValueError):
        inv.set_discount(bad)
    assert inv.discount() == Decimal("2.00")


@pytest.mark.parametrize("ok,expected", [(0, "0.00"), (100, "10.00"), ("12.5", "1.25")])
def test_discount_boundaries_allowed(ok, expected):
    inv = Invoice("Bob")
    inv.add_line("widget", "10.00")
    inv.set_discount(ok)
    assert inv.discount() == Decimal(expected)


def test_summary_still_works():
    inv = Invoice("Bob", tax_rate="0.1")
    inv.add_line("widget", "10.00", 2)
    inv.set_discount(50)
    text = inv.summary()
    assert "Invoice for Bob" in text
    assert "11.00" in text  # total = 20 - 10 + 1
