from decimal import Decimal

import pytest

from invoice import invoice_totals, line_total


@pytest.mark.parametrize("qty,price,disc,expected", [
    (1, "0.125", 0, "0.13"),
    (1, "0.135", 0, "0.14"),
    (1, "0.145", 0, "0.15"),
    (1, "2.675", 0, "2.68"),
    (3, "0.005", 0, "0.02"),
    (1, "0.124", 0, "0.12"),
    (3, "2.50", 0, "7.50"),
    (2, "10.00", 15, "17.00"),
    (1, "0.25", 50, "0.13"),
    (1, "0.45", 50, "0.23"),
    (1, "9.99", 0, "9.99"),
])
def test_line_total_half_up(qty, price, disc, expected):
    result = line_total(qty, price, disc)
    assert result == Decimal(expected)


def test_line_total_accepts_decimal_and_int():
    assert line_total(Decimal("2"), Decimal("1.005")) == Decimal("2.01")
    assert line_total(2, 3) == Decimal("6.00")


def test_subtotal_is_sum_of_rounded_lines():
    # each line 0.125 -> 0.13, so the subtotal is 0.26 (not round(0.25) = 0.25)
    lines = [{"qty": 1, "unit_price": "0.125"}, {"qty": 1, "unit_price": "0.125"}]
    totals = invoice_totals(lines, 0)
    assert totals["subtotal"] == Decimal("0.26")
    assert totals["tax"] == Decimal("0.00")
    assert totals["total"] == Decimal("0.26")


@pytest.mark.parametrize("price,tax_pct,tax,total", [
    ("0.25", 10, "0.03", "0.28"),
    ("0.45", 10, "0.05", "0.50"),
    ("0.65", 10, "0.07", "0.72"),
    ("10.00", "7.5", "0.75", "10.75"),
    ("1.10", "12.5", "0.14", "1.24"),
])
def test_tax_half_up(price, tax_pct, tax, total):
    totals = invoice_totals([{"qty": 1, "unit_price": price}], tax_pct)
    assert totals["tax"] == Decimal(tax)
    assert totals["total"] == Decimal(total)
    assert str(totals["tax"]) == tax


def test_full_invoice():
    lines = [
        {"qty": 2, "unit_price": "4.99"},
        {"qty": 1, "unit_price": "20.00", "discount_pct": 10},
        {"qty": 3, "unit_price": "0.335"},
    ]
    totals = invoice_totals(lines, 20)
    assert totals == {
        "subtotal": Decimal("28.99"),
        "tax": Decimal("5.80"),
        "total": Decimal("34.79"),
    }
    assert str(totals["subtotal"]) == "28.99"


def test_empty_invoice():
    totals = invoice_totals([], 20)
    assert totals["subtotal"] == Decimal("0")
    assert totals["tax"] == Decimal("0")
    assert totals["total"] == Decimal("0")
