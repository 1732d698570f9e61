import os
import subprocess
import sys

import pytest

ROOT = os.getcwd()
PYTEST_ENV = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
PYTEST_ENV.pop("PYTEST_ADDOPTS", None)
sys.path.insert(0, ROOT)

import parking  # noqa: E402


def original_fee(minutes, vehicle, member=False):
    if minutes < 0:
        raise ValueError("negative duration")
    total = 0
    if vehicle == "car":
        if minutes <= 15:
            total = 0
        else:
            d = minutes // 1440
            r = minutes - d * 1440
            h = r // 60
            if r % 60 > 0:
                h = h + 1
            x = h * 2.5
            if x > 20.0:
                x = 20.0
            total = d * 20.0 + x
        if member:
            total = total * 0.9
    elif vehicle == "motorcycle":
        if minutes <= 15:
            total = 0
        else:
            d = minutes // 1440
            r = minutes - d * 1440
            h = r // 60
            if r % 60 > 0:
                h = h + 1
            x = h * 1.0
            if x > 8.0:
                x = 8.0
            total = d * 8.0 + x
        if member:
            total = total * 0.9
    elif vehicle == "van":
        if minutes <= 15:
            total = 0
        else:
            d = minutes // 1440
            r = minutes - d * 1440
            h = r // 60
            if r % 60 > 0:
                h = h + 1
            x = h * 4.0
            if x > 30.0:
                x = 30.0
            total = d * 30.0 + x
        if member:
            total = total * 0.95
    else:
        raise ValueError("unknown vehicle: " + str(vehicle))
    return round(total, 2)


def outcome(func, *args, **kwargs):
    try:
        return ("ok", func(*args, **kwargs))
    except Exception as exc:  # noqa: BLE001
        return ("raise", type(exc), str(exc))


def same(a, b):
    if a[0] != b[0]:
        return False
    if a[0] == "raise":
        return a == b
    return abs(a[1] - b[1]) < 1e-9


MINUTES = list(range(0, 3 * 1440 + 181)) + [10_000, 20_159, 20_160, 20_161, 100_000]


@pytest.mark.parametrize("vehicle", ["car", "motorcycle", "van"])
@pytest.mark.parametrize("member", [False, True])
def test_same_results_everywhere(vehicle, member):
    for m in MINUTES:
        want = outcome(original_fee, m, vehicle, member)
        got = outcome(parking.fee, m, vehicle, member)
        assert same(got, want), (m, vehicle, member, got, want)


def test_positional_and_default_member():
    assert parking.fee(61, "van") == original_fee(61, "van")
    assert parking.fee(61, "van", True) == original_fee(61, "van", True)


@pytest.mark.parametrize("args", [(-1, "car"), (-30, "van", True), (-5, "bicycle"), (10, "bicycle"),
                                  (0, "truck"), (2000, "Car"), (20, ""), (20, None), (5, 7)])
def test_errors_identical(args):
    assert outcome(parking.fee, *args) == outcome(original_fee, *args)


def test_rates_table():
    assert isinstance(parking.RATES, dict)
    assert parking.RATES["car"] == (2.5, 20.0)
    assert parking.RATES["motorcycle"] == (1.0, 8.0)
    assert parking.RATES["van"] == (4.0, 30.0)
    assert set(parking.RATES) == {"car", "motorcycle", "van"}


def test_new_vehicle_only_needs_rates_entry(monkeypatch):
    monkeypatch.setitem(parking.RATES, "bus", (5.0, 40.0))
    assert parking.fee(10, "bus") == 0
    assert parking.fee(15, "bus") == 0
    assert parking.fee(16, "bus") == 5.0
    assert parking.fee(130, "bus") == 15.0
    assert parking.fee(600, "bus") == 40.0
    assert parking.fee(1440, "bus") == 40.0
    assert parking.fee(1441, "bus") == 45.0
    assert parking.fee(3000, "bus") == 90.0
    assert parking.fee(130, "bus", member=True) == 13.5
    assert parking.fee(1500, "bus", member=True) == 40.5
    with pytest.raises(ValueError) as info:
        parking.fee(-1, "bus")
    assert str(info.value) == "negative duration"


def test_rates_read_at_call_time(monkeypatch):
    monkeypatch.setitem(parking.RATES, "car", (3.0, 20.0))
    assert parking.fee(61, "car") == 6.0
    assert parking.fee(61, "car", member=True) == 5.4
    monkeypatch.setitem(parking.RATES, "motorcycle", (1.0, 5.0))
    assert parking.fee(600, "motorcycle") == 5.0
    assert parking.fee(1440 + 600, "motorcycle") == 10.0


def test_removed_vehicle_is_unknown(monkeypatch):
    monkeypatch.delitem(parking.RATES, "van")
    with pytest.raises(ValueError) as info:
        parking.fee(100, "van")
    assert str(info.value) == "unknown vehicle: van"


def test_existing_tests_pass():
    assert os.path.exists(os.path.join(ROOT, "test_parking.py"))
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_parking.py"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120, env=PYTEST_ENV)
    assert r.returncode == 0, r.stdout + r.stderr
