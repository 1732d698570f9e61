import pytest

from invoice import render_invoice

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
