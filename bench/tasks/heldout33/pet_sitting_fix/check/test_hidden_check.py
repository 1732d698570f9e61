"""Hidden check for pet_sitting_fix: a stay counts its nights without the leaving day,
Friday and Saturday are the weekend nights, three or more pets get 10% off, nothing else
changed, and the given tests/test_pet_sitting.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys
from datetime import date, timedelta
from fractions import Fraction

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from pet_sitting import night_price, nights, parse_day, quote, stay_price  # noqa: E402

GIVEN_TEST = "tests/test_pet_sitting.py"
# the given tests/test_pet_sitting.py, verbatim
GIVEN = r'''from datetime import date

import pytest

from pet_sitting import night_price, nights, parse_day, quote, stay_price

FRI = date(2024, 3, 1)
MON = date(2024, 3, 4)


def test_parse_day():
    assert parse_day("2024-03-01") == FRI
    assert parse_day(" 2024-03-04 ") == MON
    for bad in ["1/3/2024", "", "2024-02-30"]:
        with pytest.raises(ValueError):
            parse_day(bad)


def test_nights_leave_day_not_counted():
    assert nights(FRI, MON) == [date(2024, 3, 1), date(2024, 3, 2), date(2024, 3, 3)]
    assert nights(date(2024, 6, 3), date(2024, 6, 4)) == [date(2024, 6, 3)]
    with pytest.raises(ValueError):
        nights(MON, MON)
    with pytest.raises(ValueError):
        nights(MON, FRI)


def test_night_price():
    assert night_price(["dog"], date(2024, 3, 4)) == 30  # Monday
    assert night_price(["dog"], date(2024, 3, 1)) == 35  # Friday
    assert night_price(["dog", "cat"], date(2024, 3, 2)) == 60  # Saturday
    assert night_price(["cat", "small"], date(2024, 3, 3)) == 32  # Sunday
    with pytest.raises(ValueError):
        night_price(["horse"], MON)
    with pytest.raises(ValueError):
        night_price([], MON)


def test_stay_price():
    assert stay_price(["dog"], FRI, MON) == 100
    assert stay_price(["dog", "cat"], FRI, MON) == 170
    assert stay_price(["dog", "cat", "small"], FRI, MON) == 194.4
    assert stay_price(["cat"], date(2024, 6, 3), date(2024, 6, 5)) == 40


def test_quote():
    assert quote(["dog"], "2024-03-01", "2024-03-04") == {
        "nights": 3, "weekend_nights": 2, "total": 100}
    assert quote(["cat"], "2024-06-03", "2024-06-05") == {
        "nights": 2, "weekend_nights": 0, "total": 40}
'''

RATE = {"dog": 30, "cat": 20, "small": 12}


def expected_total(pets, start, end):
    total = Fraction(0)
    day = start
    while day < end:
        for pet in pets:
            total += RATE[pet] + (5 if day.weekday() in (4, 5) else 0)
        day += timedelta(days=1)
    if len(pets) >= 3:
        total = total * Fraction(9, 10)
    return total


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


def test_nights_more():
    start = date(2024, 12, 30)
    assert nights(start, date(2025, 1, 2)) == [date(2024, 12, 30), date(2024, 12, 31),
                                               date(2025, 1, 1)]
    assert len(nights(date(2024, 2, 1), date(2024, 3, 1))) == 29
    with pytest.raises(ValueError):
        nights(start, start)


def test_weekend_nights_are_friday_and_saturday():
    week = [date(2024, 5, 6) + timedelta(days=i) for i in range(7)]  # Monday to Sunday
    assert [night_price(["dog"], d) for d in week] == [30, 30, 30, 30, 35, 35, 30]
    assert [night_price(["small", "small"], d) for d in week] == [24] * 4 + [34, 34, 24]


def test_discount_from_three_pets():
    mon, wed = date(2024, 6, 3), date(2024, 6, 5)
    assert stay_price(["cat", "cat"], mon, wed) == 80
    assert stay_price(["cat", "cat", "cat"], mon, wed) == 108
    assert stay_price(["dog"] * 4, mon, wed) == 216
    assert stay_price(["small", "small", "small"], date(2024, 3, 1), date(2024, 3, 2)) == 45.9


def test_quote_more():
    assert quote(["dog", "cat", "small"], "2024-03-01", "2024-03-04") == {
        "nights": 3, "weekend_nights": 2, "total": 194.4}
    assert quote(["cat"], "2024-05-09", "2024-05-16") == {
        "nights": 7, "weekend_nights": 2, "total": 150}
    assert quote(["dog"], "2024-05-11", "2024-05-12") == {
        "nights": 1, "weekend_nights": 1, "total": 35}
    assert quote(["dog"], "2024-05-12", "2024-05-13") == {
        "nights": 1, "weekend_nights": 0, "total": 30}
    with pytest.raises(ValueError):
        quote(["dog"], "2024-05-12", "2024-05-12")


def test_sampled_stays():
    rng = random.Random(33)
    for _ in range(600):
        start = date(2024, 1, 1) + timedelta(days=rng.randint(0, 400))
        end = start + timedelta(days=rng.randint(1, 20))
        pets = [rng.choice(list(RATE)) for _ in range(rng.randint(1, 5))]
        got = stay_price(pets, start, end)
        want = expected_total(pets, start, end)
        assert abs(Fraction(got) - want) < Fraction(1, 1000), (pets, start, end, got)
        q = quote(pets, start.isoformat(), end.isoformat())
        assert q["nights"] == (end - start).days
        assert q["weekend_nights"] == sum(
            1 for i in range((end - start).days)
            if (start + timedelta(days=i)).weekday() in (4, 5))
        assert q["total"] == got


def test_rest_unchanged():
    assert parse_day("2024-02-29") == date(2024, 2, 29)
    for bad in ["2023-02-29", "tomorrow", "2024/03/01"]:
        with pytest.raises(ValueError):
            parse_day(bad)
    with pytest.raises(ValueError):
        night_price(["dog", "parrot"], date(2024, 3, 4))
    with pytest.raises(ValueError):
        stay_price([], date(2024, 3, 4), date(2024, 3, 5))
