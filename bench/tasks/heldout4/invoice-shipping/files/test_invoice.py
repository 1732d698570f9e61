import pytest

from invoice import invoice_total, subtotal


def test_subtotal():
    assert subtotal([("poster", 2, 10.0), ("card", 4, 1.5)]) == 26.0


def test_small_order_pays_shipping():
    assert invoice_total([("poster", 1, 20.0)]) == pytest.approx(24.99)


def test_big_order_ships_free():
    assert invoice_total([("banner", 3, 50.0)]) == 150.0
