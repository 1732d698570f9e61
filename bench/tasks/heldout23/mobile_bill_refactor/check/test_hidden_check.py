import hashlib
import importlib
import itertools
import os
import random
import subprocess
import sys
from decimal import Decimal

import pytest

sys.path.insert(0, os.getcwd())
import bill  # noqa: E402

TESTS_SHA256 = "61ee5256ba4f10aa7e82c2dd9a4a1282c470e8418394155a767f6fece38eab64"

ORIGINAL = 'from decimal import Decimal, ROUND_HALF_UP\n\n\ndef monthly_bill(plan, usage):\n    # plan: "basic", "plus" or "unlimited"\n    # usage: dict with "minutes", "sms", "data_mb" and optionally "roaming_mb" (all whole numbers)\n    # returns {"fee": ..., "extras": ..., "vat": ..., "total": ...} as Decimals\n    if plan == "basic":\n        fee = Decimal("9.99")\n        free_min = 100\n        free_sms = 50\n        free_mb = 1024\n    elif plan == "plus":\n        fee = Decimal("19.99")\n        free_min = 500\n        free_sms = 500\n        free_mb = 10240\n    elif plan == "unlimited":\n        fee = Decimal("34.99")\n        free_min = None\n        free_sms = None\n        free_mb = None\n    else:\n        raise ValueError("unknown plan: " + str(plan))\n    minutes = usage.get("minutes", 0)\n    sms = usage.get("sms", 0)\n    mb = usage.get("data_mb", 0)\n    roaming = usage.get("roaming_mb", 0)\n    for v in (minutes, sms, mb, roaming):\n        if type(v) != int or v < 0:\n            raise ValueError("usage must be whole numbers >= 0")\n    extra = Decimal("0")\n    if free_min is not None and minutes > free_min:\n        extra = extra + (minutes - free_min) * Decimal("0.09")\n    if free_sms is not None and sms > free_sms:\n        extra = extra + (sms - free_sms) * Decimal("0.05")\n    if free_mb is not None and mb > free_mb:\n        # extra data is billed per started block of 100 MB\n        blocks = (mb - free_mb + 99) // 100\n        extra = extra + blocks * Decimal("1.50")\n    # roaming data is never included in a plan: 0.02 per MB, at most 50.00 a month\n    r = roaming * Decimal("0.02")\n    if r > Decimal("50"):\n        r = Decimal("50")\n    extra = extra + r\n    # loyalty discount: 10 % off the part of the extras above 30.00\n    if extra > Decimal("30"):\n        extra = Decimal("30") + (extra - Decimal("30")) * Decimal("0.9")\n    extra = extra.quantize(Decimal("0.01"), ROUND_HALF_UP)\n    net = fee + extra\n    vat = (net * Decimal("0.20")).quantize(Decimal("0.01"), ROUND_HALF_UP)\n    return {"fee": fee, "extras": extra, "vat": vat, "total": net + vat}\n'
_orig = {}
exec(ORIGINAL, _orig)
original_bill = _orig["monthly_bill"]


def outcome(func, *args):
    try:
        result = func(*args)
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        return (type(exc).__name__, None)
    return ("ok", {k: (v, str(v)) for k, v in result.items()})


def test_given_tests_unchanged_and_pass():
    with open("test_bill.py", "rb") as fh:
        assert hashlib.sha256(fh.read()).hexdigest() == TESTS_SHA256
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_bill.py"], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert "5 passed" in proc.stdout


def usage_samples():
    rng = random.Random(2323)
    points = {
        "minutes": [0, 1, 99, 100, 101, 133, 499, 500, 501, 777, 5000],
        "sms": [0, 49, 50, 51, 77, 499, 500, 501, 2000],
        "data_mb": [0, 1, 1023, 1024, 1025, 1123, 1124, 1125, 1200, 5000, 10239, 10240, 10241,
                    10340, 10341, 25000, 90000],
        "roaming_mb": [0, 1, 99, 333, 2499, 2500, 2501, 10000],
    }
    samples = []
    for _ in range(700):
        u = {}
        for key, values in points.items():
            if rng.random() < 0.85:
                u[key] = rng.choice(values)
        samples.append(u)
    return samples


def test_same_results_as_original():
    mismatches = []
    for usage, plan in itertools.product(usage_samples(), ["basic", "plus", "unlimited"]):
        want = outcome(original_bill, plan, dict(usage))
        got = outcome(bill.monthly_bill, plan, dict(usage))
        if want != got:
            mismatches.append((plan, usage, want, got))
    assert not mismatches, mismatches[:3]


@pytest.mark.parametrize("plan,usage", [
    ("gold", {}), ("Basic", {"minutes": 1}), ("", {}), (None, {}), (3, {}),
    ("basic", {"minutes": -1}), ("basic", {"sms": 2.5}), ("plus", {"data_mb": "100"}),
    ("unlimited", {"roaming_mb": -5}), ("unlimited", {"minutes": -1}),
    ("basic", {"minutes": True}), ("plus", {"sms": False}), ("basic", {"data_mb": None}),
    ("basic", {"roaming_mb": 1.0}), ("basic", None), ("basic", []), ("gold", None),
    ("gold", {"minutes": -3}), ("nope", "minutes"), ("basic", {"minutes": Decimal("5")}),
    ("basic", {"minutes": 5, "sms": -1, "data_mb": "x"}),
])
def test_same_errors_as_original(plan, usage):
    want = outcome(original_bill, plan, usage)
    got = outcome(bill.monthly_bill, plan, usage)
    assert want[0] != "ok"
    assert got == want


def test_extra_keys_ignored():
    usage = {"minutes": 120, "calls": -4, "sms": 3}
    assert outcome(bill.monthly_bill, "basic", usage) == outcome(original_bill, "basic", usage)


def test_constants():
    assert bill.PLANS == {
        "basic": {"fee": Decimal("9.99"), "minutes": 100, "sms": 50, "data_mb": 1024},
        "plus": {"fee": Decimal("19.99"), "minutes": 500, "sms": 500, "data_mb": 10240},
        "unlimited": {"fee": Decimal("34.99"), "minutes": None, "sms": None, "data_mb": None},
    }
    assert bill.RATES == {"minute": Decimal("0.09"), "sms": Decimal("0.05"),
                          "data_block": Decimal("1.50"), "roaming_mb": Decimal("0.02")}
    for value in list(bill.RATES.values()) + [p["fee"] for p in bill.PLANS.values()]:
        assert isinstance(value, Decimal)
    assert bill.DATA_BLOCK_MB == 100
    assert bill.ROAMING_CAP == Decimal("50") and isinstance(bill.ROAMING_CAP, Decimal)
    assert bill.DISCOUNT_FROM == Decimal("30") and isinstance(bill.DISCOUNT_FROM, Decimal)
    assert bill.DISCOUNT == Decimal("0.10") and isinstance(bill.DISCOUNT, Decimal)
    assert bill.VAT_RATE == Decimal("0.20") and isinstance(bill.VAT_RATE, Decimal)


def test_read_usage():
    assert bill.read_usage({}) == (0, 0, 0, 0)
    assert tuple(bill.read_usage({"sms": 4, "roaming_mb": 7})) == (0, 4, 0, 7)
    assert tuple(bill.read_usage({"minutes": 1, "sms": 2, "data_mb": 3, "roaming_mb": 4})) == (1, 2, 3, 4)
    for bad in ({"minutes": -1}, {"sms": 1.5}, {"data_mb": True}, {"roaming_mb": "3"}):
        with pytest.raises(ValueError):
            bill.read_usage(bad)


def test_overage():
    assert bill.overage(130, 100, Decimal("0.09")) == Decimal("2.70")
    assert bill.overage(100, 100, Decimal("0.09")) == 0
    assert bill.overage(5, 100, Decimal("0.09")) == 0
    assert bill.overage(10**6, None, Decimal("0.09")) == 0
    assert isinstance(bill.overage(5, 100, Decimal("0.09")), Decimal)
    assert isinstance(bill.overage(500, None, Decimal("0.09")), Decimal)


@pytest.mark.parametrize("mb,free,charge", [
    (1024, 1024, "0"), (1025, 1024, "1.50"), (1124, 1024, "1.50"), (1125, 1024, "3.00"),
    (0, 1024, "0"), (90000, None, "0"), (10341, 10240, "3.00"), (1, 0, "1.50"), (100, 0, "1.50"),
    (101, 0, "3.00"),
])
def test_data_charge(mb, free, charge):
    result = bill.data_charge(mb, free)
    assert result == Decimal(charge)
    assert isinstance(result, Decimal)


@pytest.mark.parametrize("mb,charge", [(0, "0"), (1, "0.02"), (2499, "49.98"), (2500, "50"),
                                       (2501, "50"), (100000, "50")])
def test_roaming_charge(mb, charge):
    result = bill.roaming_charge(mb)
    assert result == Decimal(charge)
    assert isinstance(result, Decimal)


def test_constants_are_used(monkeypatch):
    usage = {"minutes": 130, "sms": 60, "data_mb": 1200, "roaming_mb": 100}
    monkeypatch.setitem(bill.PLANS["basic"], "fee", Decimal("5.00"))
    assert bill.monthly_bill("basic", usage)["fee"] == Decimal("5.00")
    assert bill.monthly_bill("basic", usage)["total"] == Decimal("15.84")
    monkeypatch.setitem(bill.PLANS["basic"], "minutes", 130)
    assert bill.monthly_bill("basic", usage)["extras"] == Decimal("5.50")
    monkeypatch.setitem(bill.RATES, "sms", Decimal("1"))
    assert bill.monthly_bill("basic", usage)["extras"] == Decimal("15.00")
    monkeypatch.setattr(bill, "VAT_RATE", Decimal("0"))
    assert bill.monthly_bill("basic", usage)["total"] == Decimal("20.00")
    monkeypatch.setattr(bill, "ROAMING_CAP", Decimal("1"))
    assert bill.monthly_bill("basic", usage)["extras"] == Decimal("14.00")
    monkeypatch.setitem(bill.RATES, "data_block", Decimal("10"))
    assert bill.monthly_bill("basic", usage)["extras"] == Decimal("30.90")
    monkeypatch.setitem(bill.RATES, "minute", Decimal("1"))
    monkeypatch.setitem(bill.PLANS["basic"], "minutes", 100)
    assert bill.monthly_bill("basic", usage)["extras"] == Decimal("57.90")
    monkeypatch.setattr(bill, "DISCOUNT", Decimal("0.5"))
    assert bill.monthly_bill("basic", usage)["extras"] == Decimal("45.50")
    monkeypatch.setattr(bill, "DISCOUNT_FROM", Decimal("40"))
    assert bill.monthly_bill("basic", usage)["extras"] == Decimal("50.50")
    monkeypatch.setitem(bill.RATES, "roaming_mb", Decimal("0"))
    assert bill.monthly_bill("basic", usage)["extras"] == Decimal("50.00")
    monkeypatch.setattr(bill, "DATA_BLOCK_MB", 50)
    assert bill.monthly_bill("basic", usage)["extras"] == Decimal("60.00")


def test_new_plan_can_be_added(monkeypatch):
    monkeypatch.setitem(bill.PLANS, "student", {"fee": Decimal("4.99"), "minutes": 10,
                                                 "sms": None, "data_mb": 0})
    result = bill.monthly_bill("student", {"minutes": 12, "sms": 999, "data_mb": 150})
    assert result["extras"] == Decimal("3.18")
    assert result["total"] == Decimal("9.80")


def test_module_reloads_clean():
    importlib.reload(bill)
    result = bill.monthly_bill("basic", {"minutes": 130, "sms": 60, "data_mb": 1200})
    assert result["total"] == Decimal("19.43")
