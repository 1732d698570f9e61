import pytest

from shipping import cheapest_zone, shipping_cost


def test_domestic():
    assert shipping_cost(1, "domestic") == 620
    assert shipping_cost(2.2, "domestic") == 500 + 120 * 3


def test_other_zones():
    assert shipping_cost(1, "europe") == 1150
    assert shipping_cost(1, "world") == 1900
    assert shipping_cost(1, "express") == 2800


def test_heavy_parcel():
    assert shipping_cost(20, "europe") == 900 + 250 * 20
    assert shipping_cost(20.1, "europe") == 900 + 250 * 21 + 1000


def test_bad_input():
    with pytest.raises(ValueError):
        shipping_cost(0, "domestic")
    with pytest.raises(ValueError):
        shipping_cost(1, "mars")


def test_cheapest():
    assert cheapest_zone(3, ["world", "europe", "express"]) == "europe"
