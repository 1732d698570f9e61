import shipping


def test_constants():
    assert shipping.FREE_SHIPPING_THRESHOLD == 50.0
    assert shipping.BASE_RATE == 4.99
    assert shipping.RATE_PER_KG == 1.25


def test_behaviour_unchanged():
    assert shipping.shipping_cost(50.0, 10) == 0.0
    assert shipping.shipping_cost(49.99, 0) == 4.99
    assert shipping.shipping_cost(20.0, 2) == 7.49
    assert shipping.shipping_cost(0, 3.5) == 9.37


def test_the_function_reads_the_constants(monkeypatch):
    monkeypatch.setattr(shipping, "FREE_SHIPPING_THRESHOLD", 10.0)
    monkeypatch.setattr(shipping, "BASE_RATE", 1.0)
    monkeypatch.setattr(shipping, "RATE_PER_KG", 2.0)
    assert shipping.shipping_cost(10.0, 5) == 0.0
    assert shipping.shipping_cost(5.0, 2) == 5.0
