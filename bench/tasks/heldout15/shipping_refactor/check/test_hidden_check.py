import ast
import subprocess
import sys
from pathlib import Path

import pytest

WS = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(WS))

import shipping  # noqa: E402


def _original_shipping_cost(weight_kg, zone, express=False):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if zone == "domestic":
        if weight_kg <= 1:
            cost = 4.50
        elif weight_kg <= 5:
            cost = 7.00
        elif weight_kg <= 20:
            cost = 12.00
        else:
            raise ValueError(f"{weight_kg} kg is over the 20 kg limit for domestic")
        if express:
            cost = cost * 1.5
            if cost < 10:
                cost = 10.0
    elif zone == "eu":
        if weight_kg <= 1:
            cost = 9.00
        elif weight_kg <= 5:
            cost = 15.00
        elif weight_kg <= 10:
            cost = 22.50
        elif weight_kg <= 20:
            cost = 28.00
        else:
            raise ValueError(f"{weight_kg} kg is over the 20 kg limit for eu")
        if express:
            cost = cost * 1.5
            if cost < 10:
                cost = 10.0
    elif zone == "world":
        if weight_kg <= 0.5:
            cost = 11.00
        elif weight_kg <= 1:
            cost = 15.00
        elif weight_kg <= 5:
            cost = 32.00
        elif weight_kg <= 10:
            cost = 55.00
        else:
            raise ValueError(f"{weight_kg} kg is over the 10 kg limit for world")
        if express:
            cost = cost * 1.5
            if cost < 10:
                cost = 10.0
    else:
        raise ValueError(f"unknown zone: {zone}")
    return round(cost, 2)


ORIGINAL_TESTS = '''
import pytest

from shipping import shipping_cost


@pytest.mark.parametrize("weight,zone,expected", [
    (0.2, "domestic", 4.50),
    (1, "domestic", 4.50),
    (1.01, "domestic", 7.00),
    (20, "domestic", 12.00),
    (3, "eu", 15.00),
    (7, "eu", 22.50),
    (0.5, "world", 11.00),
    (0.6, "world", 15.00),
    (10, "world", 55.00),
])
def test_standard(weight, zone, expected):
    assert shipping_cost(weight, zone) == expected


def test_express_multiplier():
    assert shipping_cost(3, "eu", express=True) == 22.50


def test_express_minimum():
    assert shipping_cost(0.5, "domestic", express=True) == 10.00


def test_too_heavy():
    with pytest.raises(ValueError, match="over the 10 kg limit for world"):
        shipping_cost(10.5, "world")


def test_unknown_zone():
    with pytest.raises(ValueError, match="unknown zone: mars"):
        shipping_cost(1, "mars")


def test_bad_weight():
    with pytest.raises(ValueError):
        shipping_cost(0, "eu")
'''

WEIGHTS = [-1, 0, 0.01, 0.3, 0.5, 0.51, 0.99, 1, 1.0001, 2, 4.99, 5, 5.5, 9.99, 10, 10.01, 12,
           19.999, 20, 20.5, 25, 100]
ZONES = ["domestic", "eu", "world", "mars", "EU", ""]


def outcome(fn, *args):
    try:
        return ("ok", fn(*args))
    except Exception as exc:  # noqa: BLE001
        return (type(exc).__name__, str(exc))


@pytest.mark.parametrize("zone", ZONES)
@pytest.mark.parametrize("express", [False, True])
def test_behaviour_unchanged(zone, express):
    for w in WEIGHTS:
        assert outcome(shipping.shipping_cost, w, zone, express) == \
            outcome(_original_shipping_cost, w, zone, express), (w, zone, express)


def test_original_tests_pass(tmp_path):
    (tmp_path / "shipping.py").write_text((WS / "shipping.py").read_text())
    (tmp_path / "test_orig_shipping.py").write_text(ORIGINAL_TESTS)
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        "test_orig_shipping.py"], cwd=tmp_path, capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stdout[-2000:]


def test_rates_table():
    assert shipping.RATES == {
        "domestic": [(1, 4.50), (5, 7.00), (20, 12.00)],
        "eu": [(1, 9.00), (5, 15.00), (10, 22.50), (20, 28.00)],
        "world": [(0.5, 11.00), (1, 15.00), (5, 32.00), (10, 55.00)],
    }
    for brackets in shipping.RATES.values():
        assert all(isinstance(b, tuple) and len(b) == 2 for b in brackets)


@pytest.mark.parametrize("zone,weight,expected", [
    ("domestic", 1, 4.50), ("domestic", 1.5, 7.00), ("eu", 7, 22.50), ("eu", 10, 22.50),
    ("eu", 10.5, 28.00), ("world", 0.5, 11.00), ("world", 0.7, 15.00), ("world", 10, 55.00),
])
def test_zone_rate(zone, weight, expected):
    assert shipping.zone_rate(zone, weight) == expected


def test_zone_rate_errors():
    with pytest.raises(ValueError, match="^unknown zone: mars$"):
        shipping.zone_rate("mars", 1)
    with pytest.raises(ValueError, match="^21 kg is over the 20 kg limit for eu$"):
        shipping.zone_rate("eu", 21)
    with pytest.raises(ValueError, match=r"^10\.5 kg is over the 10 kg limit for world$"):
        shipping.zone_rate("world", 10.5)


def test_new_zone_in_rates_just_works(monkeypatch):
    monkeypatch.setitem(shipping.RATES, "moon", [(2, 100.0), (8, 250.0)])
    assert shipping.shipping_cost(1, "moon") == 100.0
    assert shipping.shipping_cost(2.5, "moon") == 250.0
    assert shipping.shipping_cost(1, "moon", express=True) == 150.0
    with pytest.raises(ValueError, match="over the 8 kg limit for moon"):
        shipping.shipping_cost(9, "moon")


def test_editing_rates_changes_prices(monkeypatch):
    monkeypatch.setitem(shipping.RATES, "domestic", [(1, 5.0), (30, 13.0)])
    assert shipping.shipping_cost(3, "domestic") == 13.0
    assert shipping.shipping_cost(25, "domestic") == 13.0
    assert shipping.shipping_cost(1, "domestic", express=True) == 10.0
    assert shipping.zone_rate("domestic", 0.5) == 5.0


def test_express_factor_written_once():
    tree = ast.parse((WS / "shipping.py").read_text())
    ones = [n for n in ast.walk(tree) if isinstance(n, ast.Constant) and n.value == 1.5]
    assert len(ones) <= 1
