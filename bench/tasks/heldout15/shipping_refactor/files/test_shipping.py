import pytest

from shipping import shipping_cost


@pytest.mark.parametrize("weight,zone,expected", [
    (0.2, "domestic", 4.50),
    (1, "domestic", 4.50),
    (1.01, "domestic", 7.00),
    (20, "domestic", 12.00),
    (3, "eu", 15.00),
    (7, "eu", 22.50),
    (0.5, "world", 11.00),
    (0.6, "world", 15.00),
    (10, "world", 55.00),
])
def test_standard(weight, zone, expected):
    assert shipping_cost(weight, zone) == expected


def test_express_multiplier():
    assert shipping_cost(3, "eu", express=True) == 22.50


def test_express_minimum():
    assert shipping_cost(0.5, "domestic", express=True) == 10.00


def test_too_heavy():
    with pytest.raises(ValueError, match="over the 10 kg limit for world"):
        shipping_cost(10.5, "world")


def test_unknown_zone():
    with pytest.raises(ValueError, match="unknown zone: mars"):
        shipping_cost(1, "mars")


def test_bad_weight():
    with pytest.raises(ValueError):
        shipping_cost(0, "eu")
