import pytest

from shipping import shipping_cost


def test_domestic():
    assert shipping_cost(2, "domestic") == 6.9


def test_europe_express():
    assert shipping_cost(4, "europe", express=True) == 30.75


def test_world_heavy():
    assert shipping_cost(25, "world") == 129.5


def test_unknown_zone():
    with pytest.raises(ValueError):
        shipping_cost(1, "moon")


def test_bad_weight():
    with pytest.raises(ValueError):
        shipping_cost(0, "domestic")
