from decimal import Decimal

import pytest

from minibar import Minibar, MinibarError, OutOfStockError


def make_bar():
    bar = Minibar({" Cola ": Decimal("3.50"), "CRISPS": Decimal("4.25"),
                   "water": Decimal("0"), "Champagne": Decimal("45.00")})
    for item in ("cola", "crisps", "water", "champagne"):
        bar.restock(item, 5)
    return bar


def test_starts_empty():
    bar = Minibar({"cola": Decimal("3.50")})
    assert bar.stock("cola") == 0
    assert bar.consumed == {}
    assert bar.subtotal() == Decimal("0")
    assert bar.bill() == Decimal("0.00")
    with pytest.raises(OutOfStockError):
        bar.take("cola")


def test_names_normalised():
    bar = make_bar()
    assert bar.stock("COLA") == 5
    assert bar.stock("  crisps\t") == 5
    assert bar.stock("Champagne ") == 5
    bar.take(" CoLa ", 2)
    assert bar.consumed == {"cola": 2}
    with pytest.raises(KeyError):
        bar.stock("beer")


@pytest.mark.parametrize("price", [3, 3.5, "3.50", None])
def test_price_must_be_decimal(price):
    with pytest.raises(TypeError):
        Minibar({"cola": price})


def test_negative_price():
    with pytest.raises(ValueError):
        Minibar({"cola": Decimal("-0.01")})


def test_free_item_allowed():
    bar = Minibar({"water": Decimal("0")})
    bar.restock("water", 2)
    bar.take("water", 2)
    assert bar.consumed == {"water": 2}
    assert bar.bill() == Decimal("0.00")


def test_restock_unknown_item():
    bar = make_bar()
    with pytest.raises(KeyError):
        bar.restock("beer", 1)
    with pytest.raises(KeyError):
        bar.take("beer")
    with pytest.raises(KeyError):
        bar.put_back("beer")


@pytest.mark.parametrize("quantity", [0, -1, True, False, 1.0, "2"])
def test_bad_quantity(quantity):
    bar = make_bar()
    with pytest.raises(ValueError):
        bar.restock("cola", quantity)
    with pytest.raises(ValueError):
        bar.take("cola", quantity)
    bar.take("cola", 2)
    with pytest.raises(ValueError):
        bar.put_back("cola", quantity)
    assert bar.stock("cola") == 3
    assert bar.consumed == {"cola": 2}


def test_restock_adds_up():
    bar = make_bar()
    bar.restock("cola", 3)
    assert bar.stock("cola") == 8


def test_take_and_stock():
    bar = make_bar()
    bar.take("cola")
    assert bar.stock("cola") == 4
    bar.take("cola", 4)
    assert bar.stock("cola") == 0
    assert bar.consumed == {"cola": 5}


def test_out_of_stock_changes_nothing():
    bar = make_bar()
    bar.take("crisps", 3)
    with pytest.raises(OutOfStockError):
        bar.take("crisps", 3)
    assert bar.stock("crisps") == 2
    assert bar.consumed == {"crisps": 3}
    with pytest.raises(MinibarError):
        bar.take("crisps", 6)
    assert issubclass(OutOfStockError, MinibarError)
    bar.take("crisps", 2)
    assert bar.stock("crisps") == 0


def test_put_back():
    bar = make_bar()
    bar.take("cola", 3)
    bar.put_back("cola")
    assert bar.stock("cola") == 3
    assert bar.consumed == {"cola": 2}
    bar.put_back("COLA", 2)
    assert bar.stock("cola") == 5
    assert bar.consumed == {}


def test_put_back_more_than_tab():
    bar = make_bar()
    with pytest.raises(ValueError):
        bar.put_back("cola")
    bar.take("cola", 2)
    with pytest.raises(ValueError):
        bar.put_back("cola", 3)
    assert bar.stock("cola") == 3
    assert bar.consumed == {"cola": 2}


def test_consumed_is_new_dict_without_zeros():
    bar = make_bar()
    bar.take("cola")
    bar.take("water")
    bar.put_back("water")
    got = bar.consumed
    assert got == {"cola": 1}
    got["cola"] = 99
    assert bar.consumed == {"cola": 1}


def test_subtotal():
    bar = make_bar()
    bar.take("cola", 2)
    bar.take("crisps")
    bar.take("water", 3)
    assert bar.subtotal() == Decimal("11.25")


def test_bill_below_service_threshold():
    bar = make_bar()
    bar.take("cola", 2)
    bar.take("crisps", 3)  # 7.00 + 12.75 = 19.75
    assert bar.subtotal() == Decimal("19.75")
    assert bar.bill() == Decimal("19.75")
    assert bar.bill(service=False) == Decimal("19.75")


def test_bill_at_threshold():
    bar = Minibar({"nuts": Decimal("5.00")})
    bar.restock("nuts", 5)
    bar.take("nuts", 4)
    assert bar.bill() == Decimal("22.00")
    assert bar.bill(service=False) == Decimal("20.00")
    assert bar.bill(False) == Decimal("20.00")


def test_bill_with_service_and_rounding():
    bar = make_bar()
    bar.take("champagne")
    assert bar.bill() == Decimal("49.50")
    bar2 = Minibar({"a": Decimal("20.15")})
    bar2.restock("a", 1)
    bar2.take("a")
    assert bar2.bill() == Decimal("22.17")  # 22.165 rounds half up
    assert bar2.bill(service=False) == Decimal("20.15")


def test_bill_without_service_rounds_half_up():
    bar = Minibar({"gum": Decimal("2.125")})
    bar.restock("gum", 1)
    bar.take("gum")
    assert bar.bill(service=False) == Decimal("2.13")
