"""Hidden check for egg_incubator_fix: species ignore capitals, the humidity goes up ON lockdown
day, the hatch rate is of the fertile eggs (clear ones left out), nothing else changed, and the
given tests/test_incubator.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys
from datetime import date, timedelta

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from incubator import (candling_dates, hatch_date, hatch_rate, humidity,  # noqa: E402
                       incubation_days, lockdown_date)

GIVEN_TEST = "tests/test_incubator.py"
# the given tests/test_incubator.py, verbatim
GIVEN = r'''from datetime import date

import pytest

from incubator import (candling_dates, hatch_date, hatch_rate, humidity, incubation_days,
                       lockdown_date)


def test_incubation_days():
    assert incubation_days("chicken") == 21
    assert incubation_days("Duck") == 28
    assert incubation_days(" QUAIL ") == 17
    with pytest.raises(ValueError):
        incubation_days("ostrich")


def test_hatch_and_lockdown():
    assert hatch_date(date(2024, 3, 1), "chicken") == date(2024, 3, 22)
    assert hatch_date(date(2024, 3, 1), "Goose") == date(2024, 3, 31)
    assert lockdown_date(date(2024, 3, 1), "chicken") == date(2024, 3, 19)
    assert lockdown_date(date(2024, 4, 10), "duck") == date(2024, 5, 5)


def test_candling_dates():
    assert candling_dates(date(2024, 3, 1), "chicken") == [date(2024, 3, 8), date(2024, 3, 18)]
    assert candling_dates(date(2024, 6, 1), "Bantam") == [date(2024, 6, 8), date(2024, 6, 17)]


def test_humidity():
    set_on = date(2024, 3, 1)
    assert humidity(set_on, "chicken", date(2024, 3, 10)) == 50
    assert humidity(set_on, "chicken", date(2024, 3, 18)) == 50
    assert humidity(set_on, "chicken", date(2024, 3, 19)) == 65  # lockdown day
    assert humidity(set_on, "chicken", date(2024, 3, 21)) == 65


def test_hatch_rate():
    assert hatch_rate(12, 9) == 75.0
    assert hatch_rate(12, 9, clear=2) == 90.0
    assert hatch_rate(24, 17, clear=3) == 81.0
    assert hatch_rate(6, 0) == 0.0


def test_hatch_rate_errors():
    for bad in [(12, 13), (12, 9, 4), (-1, 0), (12, 2.5), (3, 0, 3)]:
        with pytest.raises(ValueError):
            hatch_rate(*bad)
'''

DAYS = {"chicken": 21, "bantam": 20, "duck": 28, "quail": 17, "goose": 30}


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
    assert "6 passed" in proc.stdout


def test_species_any_case():
    for name, days in DAYS.items():
        for written in (name, name.upper(), name.title(), f"  {name.capitalize()}\n"):
            assert incubation_days(written) == days, written
    for bad in ["ostrich", "", "chick", "guinea fowl"]:
        with pytest.raises(ValueError):
            incubation_days(bad)
    assert hatch_date(date(2024, 2, 20), "BANTAM") == date(2024, 3, 11)
    assert hatch_date(date(2023, 2, 20), "Quail") == date(2023, 3, 9)
    assert lockdown_date(date(2024, 5, 1), "Goose") == date(2024, 5, 28)
    assert candling_dates(date(2024, 5, 1), "DUCK") == [date(2024, 5, 8), date(2024, 5, 25)]


def test_dates_sampled():
    rng = random.Random(5757)
    for _ in range(500):
        set_on = date(2024, 1, 1) + timedelta(days=rng.randint(0, 700))
        name = rng.choice(list(DAYS))
        written = rng.choice([name, name.upper(), name.title()])
        hatch = set_on + timedelta(days=DAYS[name])
        assert hatch_date(set_on, written) == hatch
        assert lockdown_date(set_on, written) == hatch - timedelta(days=3)
        assert candling_dates(set_on, written) == [set_on + timedelta(days=7),
                                                   hatch - timedelta(days=4)]


def test_humidity_from_lockdown_day():
    set_on = date(2024, 4, 10)
    assert humidity(set_on, "duck", date(2024, 5, 4)) == 50
    assert humidity(set_on, "duck", date(2024, 5, 5)) == 65
    assert humidity(set_on, "Duck", date(2024, 5, 5)) == 65
    assert humidity(set_on, "duck", date(2024, 5, 8)) == 65
    assert humidity(set_on, "duck", date(2024, 4, 10)) == 50
    rng = random.Random(57)
    for _ in range(300):
        set_on = date(2024, 1, 1) + timedelta(days=rng.randint(0, 400))
        name = rng.choice(list(DAYS))
        lock = set_on + timedelta(days=DAYS[name] - 3)
        for offset in range(-3, 4):
            today = lock + timedelta(days=offset)
            assert humidity(set_on, name.title(), today) == (65 if offset >= 0 else 50)


def test_hatch_rate_of_fertile_eggs():
    assert hatch_rate(12, 9, clear=2) == 90.0
    assert hatch_rate(12, 9, 3) == 100.0
    assert hatch_rate(10, 5, clear=0) == 50.0
    assert hatch_rate(7, 2, clear=1) == 33.3
    assert hatch_rate(7, 4, clear=1) == 66.7
    assert hatch_rate(30, 0, clear=29) == 0.0
    assert hatch_rate(1, 1) == 100.0
    rng = random.Random(75)
    for _ in range(2000):
        set_count = rng.randint(1, 60)
        clear = rng.randint(0, set_count - 1)
        hatched = rng.randint(0, set_count - clear)
        want = round(100 * hatched / (set_count - clear), 1)
        assert hatch_rate(set_count, hatched, clear) == want, (set_count, hatched, clear)
        assert hatch_rate(set_count, hatched, clear=clear) == want


def test_hatch_rate_errors():
    for bad in [(12, 13), (12, 9, 4), (-1, 0), (12, 2.5), (3, 0, 3), (0, 0), (0, 0, 0),
                (12, 6, -1), (12.0, 6), (True, 1), (12, "6")]:
        with pytest.raises(ValueError):
            hatch_rate(*bad)
