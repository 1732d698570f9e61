"""Hidden check for dog_walks_fix: four dogs from one home allowed, the weekend surcharge
whatever the capitals and spaces of the day, walks counted as walks (not dogs) on the bill,
nothing else changed, and the given tests/test_dogwalks.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from dogwalks import parse_booking, walk_price, weekly_bill  # noqa: E402

GIVEN_TEST = "tests/test_dogwalks.py"
# the given tests/test_dogwalks.py, verbatim
GIVEN = r'''import pytest

from dogwalks import parse_booking, walk_price, weekly_bill


def test_weekday_prices():
    assert walk_price(30) == 12.0
    assert walk_price(60, 2, "wed") == 24.0
    assert walk_price(30, 3, "thu") == 24.0
    assert walk_price(60, 4, "fri") == 36.0


def test_weekend_prices():
    assert walk_price(30, 1, "sat") == 15.0
    assert walk_price(30, 1, "Sat") == 15.0
    assert walk_price(60, 3, " SUN ") == 37.5


def test_refused_walks():
    for minutes, dogs, day in [(45, 1, "mon"), (30, 0, "mon"), (30, 5, "mon"),
                               (60, 1, "funday")]:
        with pytest.raises(ValueError):
            walk_price(minutes, dogs, day)


def test_parse_booking():
    assert parse_booking("Biscuit & Rolo, 60, Sat") == {
        "dogs": ["Biscuit", "Rolo"], "minutes": 60, "day": "sat"}
    assert parse_booking("  Pepper ,30,mon") == {"dogs": ["Pepper"], "minutes": 30, "day": "mon"}
    for bad in ["Pepper, 30", "Pepper, half an hour, mon", ", 30, mon"]:
        with pytest.raises(ValueError):
            parse_booking(bad)


def test_weekly_bill():
    lines = ["# the Pattersons", "Biscuit & Rolo, 60, Mon", "",
             "Biscuit & Rolo, 60, wed", "Biscuit, 30, Sat"]
    assert weekly_bill(lines) == {"walks": 3, "total": 63.0}
    assert weekly_bill([]) == {"walks": 0, "total": 0.0}
'''

BASE = {30: 12.0, 60: 18.0}
DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def expected_price(minutes, dogs, day):
    price = BASE[minutes] + 6.0 * (dogs - 1)
    if day.strip().lower() in ("sat", "sun"):
        price *= 1.25
    return round(price, 2)


def test_given_test_file_unchanged():
    path = os.path.join(WORKSPACE, GIVEN_TEST)
    assert os.path.isfile(path), f"{GIVEN_TEST} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == GIVEN, f"{GIVEN_TEST} was changed"


def test_given_test_file_passes(tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    (root / "tests").mkdir(exist_ok=True)
    with open(root / GIVEN_TEST, "w", encoding="utf-8", newline="") as fh:
        fh.write(GIVEN)
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", GIVEN_TEST],
        cwd=root, env=env, capture_output=True, text=True, timeout=120,
        stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert "5 passed" in proc.stdout


def test_four_dogs_but_not_five():
    assert walk_price(30, 4) == 30.0
    assert walk_price(60, 4, "Sat") == 45.0
    for dogs in [0, 5, 6, -1]:
        with pytest.raises(ValueError):
            walk_price(30, dogs, "mon")


def test_weekend_any_capitals():
    assert walk_price(60, 1, "SAT") == 22.5
    assert walk_price(60, 2, "Sun") == 30.0
    assert walk_price(30, 2, "  sun") == 22.5
    assert walk_price(30, 1, "Fri ") == 12.0
    assert walk_price(30, 1, "MON") == 12.0


def test_prices_sampled():
    rng = random.Random(37)
    for _ in range(300):
        minutes = rng.choice([30, 60])
        dogs = rng.randint(1, 4)
        day = rng.choice(DAYS)
        day = rng.choice([day, day.upper(), day.title(), f" {day} "])
        assert walk_price(minutes, dogs, day) == expected_price(minutes, dogs, day), (
            minutes, dogs, day)
    for minutes, day in [(15, "mon"), (90, "sat"), (45, "sun")]:
        with pytest.raises(ValueError):
            walk_price(minutes, 1, day)
    for day in ["", "monday", "sa t", "weekend"]:
        with pytest.raises(ValueError):
            walk_price(30, 1, day)


def test_bill_counts_walks():
    lines = ["Biscuit & Rolo & Pip & Bramble, 60, mon", "Biscuit & Rolo, 30, Tue",
             "   # no walk thursday, vet", "Pip, 60, SUN", "  "]
    assert weekly_bill(lines) == {"walks": 3, "total": 36.0 + 18.0 + 22.5}
    assert weekly_bill(["Max & Bella & Luna, 30, sat"] * 2) == {"walks": 2, "total": 60.0}
    assert weekly_bill(["# away all week"]) == {"walks": 0, "total": 0.0}
    with pytest.raises(ValueError):
        weekly_bill(["A & B & C & D & E, 30, mon"])
    with pytest.raises(ValueError):
        weekly_bill(["Pip, 45, mon"])


def test_parse_booking_unchanged():
    assert parse_booking("Max & Bella & Luna, 30, SUN") == {
        "dogs": ["Max", "Bella", "Luna"], "minutes": 30, "day": "sun"}
    assert parse_booking("Pepper&Salt , 60 , Wed") == {
        "dogs": ["Pepper", "Salt"], "minutes": 60, "day": "wed"}
    for bad in ["Pepper, 30, mon, extra", "", "Pepper, 30.5, mon"]:
        with pytest.raises(ValueError):
            parse_booking(bad)
