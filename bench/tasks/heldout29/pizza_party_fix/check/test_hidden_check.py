import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
import pizza_party  # noqa: E402
from pizza_party import (  # noqa: E402
    cost_per_guest, leftover_slices, order_cost, pizzas_needed, summary)


def ceil_div(a, b):
    return -(-a // b)


def test_constants_unchanged():
    assert pizza_party.SLICES_PER_PIZZA == 8
    assert pizza_party.PIZZA_PRICE == 1250


def test_report_example():
    assert pizzas_needed(10) == 4
    assert pizzas_needed(10, 3) == 4
    assert leftover_slices(10) == 2
    assert order_cost(4) == 3750
    assert summary(10) == "10 guests: 4 pizzas, 2 slices spare, 37.50 in total (3.75 each)"


@pytest.mark.parametrize("guests", range(0, 41))
@pytest.mark.parametrize("slices_each", [1, 2, 3, 4, 5, 8])
def test_pizzas_and_leftovers(guests, slices_each):
    n = pizzas_needed(guests, slices_each)
    assert n == ceil_div(guests * slices_each, 8)
    assert type(n) is int
    left = leftover_slices(guests, slices_each)
    assert 0 <= left < 8
    assert left == n * 8 - guests * slices_each


@pytest.mark.parametrize("pizzas,cost", [
    (0, 0), (1, 1250), (2, 2500), (3, 2500), (4, 3750), (5, 5000), (6, 5000), (7, 6250),
    (9, 7500), (10, 8750), (30, 25000),
])
def test_order_cost(pizzas, cost):
    assert order_cost(pizzas) == cost


def test_order_cost_many():
    for pizzas in range(0, 200):
        assert order_cost(pizzas) == (pizzas - pizzas // 3) * 1250, pizzas


def test_exact_multiple_has_no_extra_pizza():
    assert pizzas_needed(8, 1) == 1
    assert pizzas_needed(16, 2) == 4
    assert leftover_slices(16, 2) == 0
    assert pizzas_needed(0) == 0
    assert leftover_slices(0) == 0


@pytest.mark.parametrize("guests,slices_each,each", [
    (10, 3, 375), (1, 3, 1250), (8, 3, 313), (3, 1, 417), (12, 2, 209), (24, 1, 105),
    (2, 8, 1250),
])
def test_cost_per_guest(guests, slices_each, each):
    assert cost_per_guest(guests, slices_each) == each


def test_cost_per_guest_covers_total():
    for guests in range(1, 60):
        for slices_each in (1, 2, 3, 4):
            total = order_cost(pizzas_needed(guests, slices_each))
            each = cost_per_guest(guests, slices_each)
            assert each * guests >= total
            assert (each - 1) * guests < total


@pytest.mark.parametrize("guests,text", [
    (1, "1 guests: 1 pizzas, 5 slices spare, 12.50 in total (12.50 each)"),
    (8, "8 guests: 3 pizzas, 0 slices spare, 25.00 in total (3.13 each)"),
    (7, "7 guests: 3 pizzas, 3 slices spare, 25.00 in total (3.58 each)"),
    (25, "25 guests: 10 pizzas, 5 slices spare, 87.50 in total (3.50 each)"),
])
def test_summary(guests, text):
    assert summary(guests) == text


def test_summary_slices_each():
    assert summary(6, 4) == "6 guests: 3 pizzas, 0 slices spare, 25.00 in total (4.17 each)"


def test_errors_unchanged():
    with pytest.raises(ValueError):
        pizzas_needed(-1)
    with pytest.raises(ValueError):
        pizzas_needed(5, 0)
    with pytest.raises(TypeError):
        pizzas_needed(5.0)
    with pytest.raises(TypeError):
        pizzas_needed(True)
    with pytest.raises(TypeError):
        pizzas_needed(5, "3")
    with pytest.raises(ValueError):
        order_cost(-1)
    with pytest.raises(TypeError):
        order_cost(2.5)
    with pytest.raises(ValueError):
        cost_per_guest(0)


def test_reads_the_constants(monkeypatch):
    monkeypatch.setattr(pizza_party, "SLICES_PER_PIZZA", 10)
    monkeypatch.setattr(pizza_party, "PIZZA_PRICE", 1000)
    assert pizzas_needed(10) == 3
    assert leftover_slices(10) == 0
    assert pizzas_needed(11) == 4
    assert leftover_slices(11) == 7
    assert order_cost(4) == 3000
    assert cost_per_guest(11) == 273
