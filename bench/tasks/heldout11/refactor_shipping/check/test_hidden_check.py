import hashlib
import itertools
import subprocess
import sys

import pytest

import shipping
from shipping import shipping_cost

ORIGINAL_TESTS_SHA256 = "a9633383da68eb86e09244e8c474499e22dfbb38e1de40ed7f79c109a5be6194"


def original(weight_kg, zone, express=False):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if zone == "domestic":
        cost = 4.50 + 1.20 * weight_kg
        if express:
            cost = cost * 1.5
        if weight_kg > 20:
            cost = cost + 12.00
    elif zone == "europe":
        cost = 9.50 + 2.75 * weight_kg
        if express:
            cost = cost * 1.5
        if weight_kg > 20:
            cost = cost + 12.00
    elif zone == "world":
        cost = 15.00 + 4.10 * weight_kg
        if express:
            cost = cost * 1.5
        if weight_kg > 20:
            cost = cost + 12.00
    else:
        raise ValueError("unknown zone: " + str(zone))
    return round(cost, 2)


WEIGHTS = [0.1, 0.5, 1, 2, 2.5, 3.3, 7.25, 10, 19.99, 20, 20.01, 21, 25, 33.3, 100]
ZONES = ["domestic", "europe", "world"]


def test_constants():
    assert shipping.ZONE_RATES == {
        "domestic": (4.50, 1.20),
        "europe": (9.50, 2.75),
        "world": (15.00, 4.10),
    }
    assert all(isinstance(v, tuple) and len(v) == 2 for v in shipping.ZONE_RATES.values())
    assert shipping.EXPRESS_FACTOR == 1.5
    assert shipping.HEAVY_LIMIT_KG == 20
    assert shipping.HEAVY_SURCHARGE == 12.00


@pytest.mark.parametrize("zone,express", list(itertools.product(ZONES, [False, True])))
def test_same_prices_as_before(zone, express):
    for w in WEIGHTS:
        assert shipping_cost(w, zone, express) == original(w, zone, express), (w, zone, express)
        assert shipping_cost(w, zone, express=express) == original(w, zone, express)
    assert shipping_cost(3, zone) == original(3, zone)


@pytest.mark.parametrize("weight", [0, -1, -0.5])
def test_bad_weight_same_error(weight):
    for zone in ZONES + ["moon"]:
        with pytest.raises(ValueError) as exc:
            shipping_cost(weight, zone)
        assert str(exc.value) == "weight must be positive"


def test_unknown_zone_same_error():
    for zone in ["moon", "Domestic", ""]:
        with pytest.raises(ValueError) as exc:
            shipping_cost(1, zone)
        assert str(exc.value) == "unknown zone: " + zone
    with pytest.raises(ValueError):
        shipping_cost(1, None, True)


def test_new_zone_only_needs_a_dict_entry(monkeypatch):
    monkeypatch.setitem(shipping.ZONE_RATES, "mars", (100.0, 10.0))
    assert shipping_cost(2, "mars") == 120.0
    assert shipping_cost(2, "mars", express=True) == 180.0
    assert shipping_cost(30, "mars") == 412.0


def test_changed_rate_is_used(monkeypatch):
    monkeypatch.setitem(shipping.ZONE_RATES, "europe", (1.0, 1.0))
    assert shipping_cost(3, "europe") == 4.0


def test_constants_read_at_call_time(monkeypatch):
    monkeypatch.setattr(shipping, "EXPRESS_FACTOR", 2)
    assert shipping_cost(2, "domestic", express=True) == 13.8
    monkeypatch.setattr(shipping, "HEAVY_LIMIT_KG", 1)
    assert shipping_cost(2, "domestic") == 18.9
    monkeypatch.setattr(shipping, "HEAVY_SURCHARGE", 100.0)
    assert shipping_cost(2, "domestic") == 106.9
    assert shipping_cost(1, "domestic") == 5.7


def test_tests_file_unchanged_and_passing():
    with open("test_shipping.py", "rb") as fh:
        data = fh.read().replace(b"\r\n", b"\n")
    assert hashlib.sha256(data).hexdigest() == ORIGINAL_TESTS_SHA256
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        "test_shipping.py"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout[-2000:]
