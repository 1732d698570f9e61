import itertools
import math
import os
import sys

sys.path.insert(0, os.getcwd())

import pytest

import shipping


def original_quote(order):
    w = order["weight_kg"]
    z = order["zone"]
    if w <= 0:
        raise ValueError("weight must be positive")
    if z == "domestic":
        if w <= 1:
            p = 4.50
        elif w <= 5:
            p = 7.20
        else:
            p = 7.20 + math.ceil(w - 5) * 1.15
    elif z == "eu":
        if w <= 1:
            p = 9.00
        elif w <= 5:
            p = 14.30
        else:
            p = 14.30 + math.ceil(w - 5) * 2.05
    elif z == "world":
        if w <= 1:
            p = 12.15
        elif w <= 5:
            p = 19.95
        else:
            p = 19.95 + math.ceil(w - 5) * 4.25
    else:
        raise ValueError("unknown zone: " + str(z))
    if order.get("express"):
        p = p * 1.5
    if order.get("items", 1) > 10:
        p = p + 2.50
    if order.get("coupon") == "FREESHIP" and z == "domestic":
        p = 0.0
    return round(p, 2)


TABLE = {"domestic": (4.50, 7.20, 1.15), "eu": (9.00, 14.30, 2.05), "world": (12.15, 19.95, 4.25)}
WEIGHTS = [0.01, 0.5, 1, 1.0001, 2, 3.3, 4.99, 5, 5.0001, 5.5, 6, 7.3, 9, 12, 20.5, 33]
ZONES = ["domestic", "eu", "world"]
_ABSENT = object()
EXPRESS = [_ABSENT, False, True, 0, 1]
ITEMS = [_ABSENT, 1, 10, 11, 50]
COUPONS = [_ABSENT, "FREESHIP", "freeship", "SAVE10", None]


def orders():
    for w, z, ex, it, cp in itertools.product(WEIGHTS, ZONES, EXPRESS, ITEMS, COUPONS):
        order = {"weight_kg": w, "zone": z}
        for key, val in (("express", ex), ("items", it), ("coupon", cp)):
            if val is not _ABSENT:
                order[key] = val
        yield order


def test_quote_identical_on_grid():
    diffs = []
    for order in orders():
        got = shipping.quote(dict(order))
        want = original_quote(order)
        if got != want or type(got) is not type(want):
            diffs.append((order, got, want))
    assert not diffs, f"{len(diffs)} differences, e.g. {diffs[:3]}"


def test_quote_does_not_mutate_order():
    order = {"weight_kg": 7.3, "zone": "eu", "express": True, "items": 12, "coupon": "X"}
    copy = dict(order)
    shipping.quote(order)
    assert order == copy


@pytest.mark.parametrize("order,exc", [
    ({"weight_kg": 0, "zone": "eu"}, ValueError),
    ({"weight_kg": -2, "zone": "domestic"}, ValueError),
    ({"weight_kg": 0, "zone": "mars"}, ValueError),
    ({"weight_kg": 2, "zone": "mars"}, ValueError),
    ({"weight_kg": 2, "zone": "EU"}, ValueError),
    ({"weight_kg": 2, "zone": None}, ValueError),
    ({"weight_kg": 2}, KeyError),
    ({"zone": "eu"}, KeyError),
])
def test_quote_errors_same(order, exc):
    with pytest.raises(exc):
        original_quote(order)
    with pytest.raises(exc):
        shipping.quote(order)


def test_rates_table():
    assert set(shipping.RATES) == set(TABLE)
    for zone, numbers in TABLE.items():
        assert tuple(shipping.RATES[zone]) == pytest.approx(numbers)
        assert len(tuple(shipping.RATES[zone])) == 3


@pytest.mark.parametrize("zone", ZONES)
def test_base_price(zone):
    first, upto5, extra = TABLE[zone]
    for w in WEIGHTS:
        if w <= 1:
            want = first
        elif w <= 5:
            want = upto5
        else:
            want = upto5 + math.ceil(w - 5) * extra
        assert shipping.base_price(w, zone) == pytest.approx(want, abs=1e-9)
        assert round(shipping.base_price(w, zone), 2) == original_quote({"weight_kg": w, "zone": zone})


@pytest.mark.parametrize("w,zone", [(0, "eu"), (-1, "world"), (3, "moon"), (3, "Domestic")])
def test_base_price_errors(w, zone):
    with pytest.raises(ValueError):
        shipping.base_price(w, zone)
