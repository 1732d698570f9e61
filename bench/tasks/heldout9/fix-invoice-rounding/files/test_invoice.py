from decimal import Decimal

from invoice import invoice_totals, line_total


def test_line_total_plain():
    assert line_total(3, "2.50") == Decimal("7.50")


def test_line_total_with_discount():
    assert line_total(2, "10.00", 15) == Decimal("17.00")


def test_line_total_rounds_half_up():
    assert line_total(1, "0.125") == Decimal("0.13")


def test_invoice_totals():
    lines = [
        {"qty": 2, "unit_price": "4.99"},
        {"qty": 1, "unit_price": "20.00", "discount_pct": 10},
    ]
    assert invoice_totals(lines, 20) == {
        "subtotal": Decimal("27.98"),
        "tax": Decimal("5.60"),
        "total": Decimal("33.58"),
    }


def test_tax_rounds_half_up():
    # 10% of 0.25 is 0.025 -> 0.03
    totals = invoice_totals([{"qty": 1, "unit_price": "0.25"}], 10)
    assert totals["tax"] == Decimal("0.03")
    assert totals["total"] == Decimal("0.28")
