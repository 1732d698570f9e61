import pytest

import invoice
from invoice import discount_amount, item_line, line_total, render_invoice, summary_row

# ---- the existing tests, unchanged -----------------------------------------

ITEMS = [
    {"name": "Widget", "qty": 2, "price": 3.5},
    {"name": "Extra-long gadget name here", "qty": 1, "price": 19.99},
    {"name": "Bolt", "qty": 10, "price": 0.1},
]


def test_plain_invoice():
    assert render_invoice(ITEMS) == "\n".join([
        "Widget                  2 x     3.50        7.00",
        "Extra-long gadget n~    1 x    19.99       19.99",
        "Bolt                   10 x     0.10        1.00",
        "------------------------------------------------",
        "Subtotal                                   27.99",
        "Total                                      27.99",
    ])


def test_save10():
    text = render_invoice(ITEMS, "SAVE10")
    assert text.splitlines()[-2:] == [
        "Discount (SAVE10)                          -2.80",
        "Total                                      25.19",
    ]


def test_flat5_never_more_than_subtotal():
    text = render_invoice([{"name": "Pin", "qty": 3, "price": 1.0}], "FLAT5")
    assert text.splitlines()[-2:] == [
        "Discount (FLAT5)                           -3.00",
        "Total                                       0.00",
    ]


def test_half_is_capped():
    text = render_invoice([{"name": "Chair", "qty": 4, "price": 30.0}], "HALF")
    assert text.splitlines()[-2:] == [
        "Discount (HALF)                           -25.00",
        "Total                                      95.00",
    ]


def test_half_below_cap():
    text = render_invoice([{"name": "Mug", "qty": 2, "price": 9.99}], "HALF")
    assert text.splitlines()[-1] == "Total                                       9.99"


def test_every_line_is_48_wide():
    for line in render_invoice(ITEMS, "SAVE10").splitlines():
        assert len(line) == 48


def test_empty_invoice():
    assert render_invoice([]).splitlines()[-1] == "Total                                       0.00"


def test_unknown_code():
    with pytest.raises(ValueError):
        render_invoice(ITEMS, "FREE")


@pytest.mark.parametrize("qty", [0, -1, 1.5])
def test_bad_quantity(qty):
    with pytest.raises(ValueError, match="bad quantity for 'Widget'"):
        render_invoice([{"name": "Widget", "qty": qty, "price": 1.0}])


# ---- the new helpers -------------------------------------------------------

def test_line_total():
    assert line_total(3, 0.1) == 0.3
    assert line_total(2, 19.99) == 39.98
    assert line_total(10, 0.1) == 1.0
    assert line_total(1, 7) == 7


def test_item_line():
    assert item_line({"name": "Widget", "qty": 2, "price": 3.5}) ==         "Widget                  2 x     3.50        7.00"
    assert item_line({"name": "Extra-long gadget name here", "qty": 1, "price": 19.99}) ==         "Extra-long gadget n~    1 x    19.99       19.99"
    assert item_line({"name": "Exactly twenty chars", "qty": 1, "price": 1}) ==         "Exactly twenty chars    1 x     1.00        1.00"


@pytest.mark.parametrize("qty", [0, -3, 2.0])
def test_item_line_bad_quantity(qty):
    with pytest.raises(ValueError, match="bad quantity for 'Widget'"):
        item_line({"name": "Widget", "qty": qty, "price": 1.0})


@pytest.mark.parametrize("subtotal, code, expected", [
    (27.99, None, 0.0),
    (27.99, "SAVE10", 2.8),
    (27.99, "FLAT5", 5.0),
    (3.0, "FLAT5", 3.0),
    (120.0, "HALF", 25.0),
    (19.98, "HALF", 9.99),
    (0.0, "SAVE10", 0.0),
])
def test_discount_amount(subtotal, code, expected):
    assert discount_amount(subtotal, code) == pytest.approx(expected)


def test_discount_amount_unknown_code():
    with pytest.raises(ValueError):
        discount_amount(10.0, "FREE")


def test_summary_row():
    assert summary_row("Total", 25.19) == "Total                                      25.19"
    assert summary_row("Subtotal", 0) == "Subtotal                                    0.00"
    assert len(summary_row("Anything", 1234.5)) == 48


# ---- render_invoice goes through the helpers -------------------------------

def test_render_uses_item_line(monkeypatch):
    monkeypatch.setattr(invoice, "item_line", lambda item: "ROW " + item["name"])
    lines = render_invoice(ITEMS).splitlines()
    assert lines[:3] == ["ROW Widget", "ROW Extra-long gadget name here", "ROW Bolt"]


def test_render_uses_summary_row(monkeypatch):
    calls = []

    def fake(label, amount):
        calls.append((label, round(amount, 2)))
        return f"<{label}>"

    monkeypatch.setattr(invoice, "summary_row", fake)
    lines = render_invoice(ITEMS).splitlines()
    assert lines[-2:] == ["<Subtotal>", "<Total>"]
    assert ("Subtotal", 27.99) in calls and ("Total", 27.99) in calls


def test_render_uses_discount_amount(monkeypatch):
    monkeypatch.setattr(invoice, "discount_amount", lambda subtotal, code: 1.0)
    lines = render_invoice(ITEMS, "SAVE10").splitlines()
    assert lines[-1] == "Total                                      26.99"
