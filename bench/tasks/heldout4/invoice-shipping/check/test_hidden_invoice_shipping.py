from invoice import invoice_total


def test_exactly_one_hundred_ships_free():
    assert invoice_total([("poster", 4, 25.0)]) == 100.0
    assert invoice_total([("poster", 2, 25.0), ("banner", 1, 50.0)]) == 100.0


def test_just_under_one_hundred_pays_shipping():
    assert invoice_total([("card", 1, 99.99)]) == 104.98
    assert invoice_total([("card", 3, 33.33)]) == 104.98


def test_rounded_to_cents():
    assert invoice_total([("card", 3, 19.99)]) == 64.96
    assert invoice_total([("sticker", 3, 33.37)]) == 100.11
    assert invoice_total([("poster", 1, 20.0)]) == 24.99
    assert invoice_total([("banner", 3, 50.0)]) == 150.0


def test_empty_order_pays_only_shipping():
    assert invoice_total([]) == 4.99
