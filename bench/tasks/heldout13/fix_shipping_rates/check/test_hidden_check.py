import os
import sys

import pytest

sys.path.insert(0, os.getcwd())

from shipping import shipping_cost, total_cost  # noqa: E402


@pytest.mark.parametrize("weight,price", [
    (0.3, 3.50),
    (0.5, 3.50),
    (0.51, 6.00),
    (1.2, 6.00),
    (2, 6.00),
    (2.01, 9.75),
    (5, 9.75),
    (5.5, 18.00),
    (20, 18.00),
    (20.1, 19.20),
    (20.5, 19.20),
    (21, 19.20),
    (21.3, 20.40),
    (22.3, 21.60),
    (25, 24.00),
])
def test_standard_prices(weight, price):
    assert shipping_cost(weight) == pytest.approx(price)


@pytest.mark.parametrize("weight,price", [
    (3, 19.50),
    (2, 12.00),
    (0.5, 7.00),
    (22.3, 43.20),
    (21, 38.40),
])
def test_express_doubles_whole_price(weight, price):
    assert shipping_cost(weight, express=True) == pytest.approx(price)


@pytest.mark.parametrize("weight", [0, -1, -0.5])
def test_non_positive_weight(weight):
    with pytest.raises(ValueError):
        shipping_cost(weight)


def test_total_cost():
    assert total_cost([0.3, 1.2]) == pytest.approx(9.50)
    assert total_cost([2, 20.5, 0.5]) == pytest.approx(28.70)
    assert total_cost([2, 21], express=True) == pytest.approx(50.40)


def test_result_rounded_to_cents():
    assert shipping_cost(22.3) == round(shipping_cost(22.3), 2)
    assert shipping_cost(27.9) == pytest.approx(27.60)
