import pytest

import shipping as mod


def test_billable_weight_examples():
    assert mod.billable_weight(0.2) == 1.0
    assert mod.billable_weight(1.01) == 1.5
    assert mod.billable_weight(2.0) == 2.0


def test_billable_weight_more():
    assert mod.billable_weight(1) == 1.0
    assert mod.billable_weight(1.5) == 1.5
    assert mod.billable_weight(1.6) == 2.0
    assert mod.billable_weight(0.99) == 1.0
    assert mod.billable_weight(7.25) == 7.5


@pytest.mark.parametrize("w", [0, -1, -0.5])
def test_billable_weight_rejects_non_positive(w):
    with pytest.raises(ValueError):
        mod.billable_weight(w)


def test_domestic_cost_unchanged():
    assert mod.domestic_cost(0.2) == 570
    assert mod.domestic_cost(1) == 570
    assert mod.domestic_cost(1.01) == 630
    assert mod.domestic_cost(2.0) == 690
    assert mod.domestic_cost(2.3) == 750
    assert mod.domestic_cost(10) == 1650


def test_international_cost_unchanged():
    assert mod.international_cost(0.3, 1) == 1250
    assert mod.international_cost(1.01, 2) == 1925
    assert mod.international_cost(4.0, 3) == 3500
    assert mod.international_cost(4.1, 3) == 3675


def test_errors_unchanged():
    with pytest.raises(ValueError):
        mod.domestic_cost(0)
    with pytest.raises(ValueError):
        mod.domestic_cost(-2)
    with pytest.raises(ValueError):
        mod.international_cost(0, 1)
    with pytest.raises(ValueError):
        mod.international_cost(2, 4)


def test_both_cost_functions_use_billable_weight(monkeypatch):
    calls = []

    def fake(weight_kg):
        calls.append(weight_kg)
        return 10.0

    monkeypatch.setattr(mod, "billable_weight", fake)
    assert mod.domestic_cost(3.2) == 450 + 1200
    assert mod.international_cost(0.7, 1) == 900 + 3500
    assert calls == [3.2, 0.7]
