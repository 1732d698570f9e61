import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from shipping import shipping_cost, total_cost  # noqa: E402


def test_light_parcel():
    assert shipping_cost(0.3) == pytest.approx(3.50)


def test_middle_bracket():
    assert shipping_cost(1.2) == pytest.approx(6.00)


def test_exactly_two_kg():
    assert shipping_cost(2) == pytest.approx(6.00)


def test_heavy_parcel_started_kg():
    assert shipping_cost(20.5) == pytest.approx(19.20)


def test_express_doubles():
    assert shipping_cost(3, express=True) == pytest.approx(19.50)


def test_zero_weight_rejected():
    with pytest.raises(ValueError):
        shipping_cost(0)


def test_total_cost():
    assert total_cost([0.3, 1.2]) == pytest.approx(9.50)
