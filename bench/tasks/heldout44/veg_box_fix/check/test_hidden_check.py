"""Hidden check for veg_box_fix: sizes ignore capitals, delivery is free from exactly 30.00,
a delivery day exactly 2 days after the order is used; the given tests/test_vegbox.py is
untouched and passes."""

import os
import shutil
import subprocess
import sys
from datetime import date, timedelta

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from vegbox import box_price, next_delivery, order_total  # noqa: E402

GIVEN_TEST = "tests/test_vegbox.py"
# the given tests/test_vegbox.py, verbatim
GIVEN = r'''from datetime import date

import pytest

from vegbox import box_price, next_delivery, order_total


def test_box_price():
    assert box_price("small") == 13.0
    assert box_price("large", fruit=True) == 26.0
    assert box_price(" Medium ") == 17.0
    assert box_price("LARGE") == 22.0
    with pytest.raises(ValueError):
        box_price("huge")


def test_order_total_with_delivery():
    assert order_total([("small", False)]) == 15.5
    assert order_total([("medium", True)]) == 23.5
    assert order_total([("small", False), ("small", False)]) == 28.5


def test_order_total_free_delivery():
    assert order_total([("large", False), ("small", True)]) == 39.0
    assert order_total([("Large", True), ("medium", True)]) == 47.0
    assert order_total([("small", False)] * 3) == 39.0


def test_exactly_thirty_is_free():
    assert order_total([("small", False), ("medium", False)]) == 30.0
    assert order_total([("small", True), ("Small", False)]) == 30.0


def test_empty_order():
    with pytest.raises(ValueError):
        order_total([])


def test_next_delivery_north_is_tuesday():
    assert next_delivery("north", date(2024, 9, 1)) == date(2024, 9, 3)  # Sunday: 2 days' notice
    assert next_delivery("north", date(2024, 9, 2)) == date(2024, 9, 10)  # Monday: too late
    assert next_delivery("north", date(2024, 9, 3)) == date(2024, 9, 10)
    assert next_delivery("north", date(2024, 9, 7)) == date(2024, 9, 10)


def test_next_delivery_south_is_thursday():
    assert next_delivery("south", date(2024, 9, 2)) == date(2024, 9, 5)
    assert next_delivery("South", date(2024, 9, 3)) == date(2024, 9, 5)
    assert next_delivery("south", date(2024, 9, 4)) == date(2024, 9, 12)


def test_next_delivery_town_is_friday():
    assert next_delivery(" town ", date(2024, 9, 4)) == date(2024, 9, 6)
    assert next_delivery("town", date(2024, 9, 5)) == date(2024, 9, 13)
    assert next_delivery("town", date(2024, 9, 6)) == date(2024, 9, 13)


def test_unknown_area():
    with pytest.raises(ValueError):
        next_delivery("east", date(2024, 9, 2))
'''


def test_given_tests_unchanged():
    path = os.path.join(WORKSPACE, GIVEN_TEST)
    assert os.path.isfile(path), f"{GIVEN_TEST} is missing"
    with open(path, encoding="utf-8") as fh:
        assert fh.read() == GIVEN, f"{GIVEN_TEST} was changed"


def test_given_tests_pass(tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, ignore=shutil.ignore_patterns(
        "__pycache__", ".pytest_cache", ".hidden_check"))
    (root / "tests").mkdir(exist_ok=True)
    (root / GIVEN_TEST).write_text(GIVEN, encoding="utf-8")
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "--rootdir", str(root), GIVEN_TEST],
                          cwd=root, env=env, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]


def test_box_prices():
    assert box_price("small") == 13.0
    assert box_price("medium") == 17.0
    assert box_price("large") == 22.0
    assert box_price("Small", True) == 17.0
    assert box_price("  MEDIUM", fruit=True) == 21.0
    assert box_price("lArGe ") == 22.0
    for bad in ["", "extra large", "smal"]:
        with pytest.raises(ValueError):
            box_price(bad)


def test_order_totals():
    assert order_total([("Medium", False)]) == 19.5
    assert order_total([("LARGE", True)]) == 28.5
    assert order_total([("medium", False), ("Small", False)]) == 30.0
    assert order_total([("medium", True), ("small", False)]) == 34.0
    assert order_total([("small", False), ("small", True)]) == 30.0
    assert order_total([("small", False), ("small", False)]) == 28.5
    assert order_total([("large", False), ("large", False)]) == 44.0
    with pytest.raises(ValueError):
        order_total([("small", False), ("jumbo", False)])


def test_next_delivery_every_day():
    weekdays = {"north": 1, "south": 3, "town": 4}
    start = date(2024, 12, 23)
    for offset in range(21):
        ordered = start + timedelta(days=offset)
        for area, weekday in weekdays.items():
            want = ordered + timedelta(days=2)
            while want.weekday() != weekday:
                want += timedelta(days=1)
            assert next_delivery(area, ordered) == want, (area, ordered)
            assert next_delivery(area.upper(), ordered) == want, (area, ordered)
    with pytest.raises(ValueError):
        next_delivery("west", date(2024, 9, 2))
