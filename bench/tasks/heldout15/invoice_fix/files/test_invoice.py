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
