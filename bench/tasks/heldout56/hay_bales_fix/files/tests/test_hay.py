import pytest

from hay import bale_cost, delivery, order_total, trailer_loads


def test_bale_cost():
    assert bale_cost("small hay", 10) == 55.0
    assert bale_cost("Round Haylage", 3) == 126.0
    assert bale_cost(" small  straw ", 20) == 80.0
    with pytest.raises(ValueError):
        bale_cost("silage", 4)
    with pytest.raises(ValueError):
        bale_cost("round hay", 0)


def test_bulk_discount():
    assert bale_cost("small hay", 49) == 269.5
    assert bale_cost("small hay", 50) == 247.5
    assert bale_cost("small straw", 100) == 360.0
    assert bale_cost("round hay", 60) == 2100.0


def test_trailer_loads():
    assert trailer_loads("small hay", 1) == 1
    assert trailer_loads("small hay", 150) == 1
    assert trailer_loads("small straw", 151) == 2
    assert trailer_loads("round hay", 12) == 1
    assert trailer_loads("round haylage", 25) == 3


def test_delivery():
    assert delivery("small hay", 40, 0) == 0
    assert delivery("small hay", 40, 5) == 0
    assert delivery("small hay", 40, 8) == 3.6
    assert delivery("round hay", 24, 10) == 12.0
    assert delivery("round hay", 13, 12.5) == 18.0
    with pytest.raises(ValueError):
        delivery("round hay", 4, -1)


def test_order_total():
    assert order_total("small hay", 60, 7) == 299.4
    assert order_total("round haylage", 12) == 504.0
