from shipping import shipping_cost


def test_free():
    assert shipping_cost(50.0, 10) == 0.0


def test_paid():
    assert shipping_cost(20.0, 2) == 7.49
