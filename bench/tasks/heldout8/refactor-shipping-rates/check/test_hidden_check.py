import math

import pytest

import shipping
from shipping import cheapest_zone, shipping_cost

ORIGINAL = {
    "domestic": (500, 120),
    "europe": (900, 250),
    "world": (1500, 400),
    "express": (2500, 300),
}


def original_cost(weight_kg, zone):
    base, per_kg = ORIGINAL[zone.strip().lower()]
    kg = math.ceil(weight_kg)
    cost = base + per_kg * kg
    if kg > 20:
        cost += 1000
    return cost


def test_rates_table():
    assert isinstance(shipping.RATES, dict)
    assert set(shipping.RATES) == set(ORIGINAL)
    for zone, rates in ORIGINAL.items():
        assert tuple(shipping.RATES[zone]) == rates


def test_same_prices_as_before():
    for zone in ORIGINAL:
        for weight in (0.01, 0.5, 1, 1.0001, 2.2, 7, 19.5, 20, 20.0001, 20.5, 21, 35):
            assert shipping_cost(weight, zone) == original_cost(weight, zone), (weight, zone)


def test_zone_names_still_case_insensitive():
    assert shipping_cost(1, "Europe") == 1150
    assert shipping_cost(3, "  WORLD ") == original_cost(3, "world")


def test_errors_unchanged():
    for bad_weight in (0, -1, -0.5):
        with pytest.raises(ValueError):
            shipping_cost(bad_weight, "domestic")
    for bad_zone in ("mars", "", "euro"):
        with pytest.raises(ValueError):
            shipping_cost(1, bad_zone)


def test_new_zone_only_needs_a_table_entry(monkeypatch):
    monkeypatch.setitem(shipping.RATES, "moon", (7, 3))
    assert shipping_cost(2, "moon") == 13
    assert shipping_cost(2, "Moon") == 13
    assert shipping_cost(21, "moon") == 7 + 63 + 1000


def test_prices_come_from_the_table(monkeypatch):
    monkeypatch.setitem(shipping.RATES, "domestic", (1, 1))
    assert shipping_cost(4, "domestic") == 5


def test_cheapest_zone_unchanged():
    assert cheapest_zone(3, ["world", "europe", "express"]) == "europe"
    assert cheapest_zone(30, ["express", "world"]) == "express"
