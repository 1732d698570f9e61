"""Hidden check for window_round_fix: parse_house ignores capitals, the minimum applies to the
windows before a conservatory goes on top, visits include the until day, nothing else changed,
and the given tests/test_windows.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys
from datetime import date, timedelta

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from windows import balance, house_price, parse_house, round_total, visits  # noqa: E402

GIVEN_TEST = "tests/test_windows.py"
# the given tests/test_windows.py, verbatim
GIVEN = r'''from datetime import date

import pytest

from windows import balance, house_price, parse_house, round_total, visits


def test_parse_house():
    assert parse_house("14 Birch Close; 6 down; 4 up; conservatory") == {
        "address": "14 Birch Close", "down": 6, "up": 4, "conservatory": True}
    assert parse_house("2 Mill Lane; 8 down") == {
        "address": "2 Mill Lane", "down": 8, "up": 0, "conservatory": False}
    assert parse_house("The Old Forge; Conservatory; 3 Up; 5 DOWN") == {
        "address": "The Old Forge", "down": 5, "up": 3, "conservatory": True}
    with pytest.raises(ValueError):
        parse_house("9 Elm Road; 4 sideways")


def test_house_price():
    assert house_price(parse_house("14 Birch Close; 6 down; 4 up")) == 17.0
    assert house_price(parse_house("2 Mill Lane; 8 down")) == 12.0
    # a flat with three windows still pays the minimum
    assert house_price(parse_house("Flat 3; 3 down")) == 8.0


def test_conservatory_goes_on_top():
    assert house_price(parse_house("14 Birch Close; 6 down; 4 up; conservatory")) == 29.0
    # Mrs Patel: two little windows and a big conservatory
    assert house_price(parse_house("7 Wren Way; 2 down; conservatory")) == 20.0


def test_visits():
    assert visits(date(2024, 3, 4), date(2024, 4, 30)) == [
        date(2024, 3, 4), date(2024, 4, 1), date(2024, 4, 29)]
    # the last day counts if I'm there that day
    assert visits(date(2024, 3, 4), date(2024, 4, 29)) == [
        date(2024, 3, 4), date(2024, 4, 1), date(2024, 4, 29)]
    assert visits(date(2024, 3, 4), date(2024, 3, 4)) == [date(2024, 3, 4)]
    assert visits(date(2024, 3, 4), date(2024, 3, 1)) == []


def test_balance():
    house = parse_house("2 Mill Lane; 8 down")
    assert balance(house, 3, 24.0) == 12.0
    assert balance(house, 1, 20.0) == -8.0
    with pytest.raises(ValueError):
        balance(house, -1, 0)


def test_round_total():
    book = ["# Monday", "14 Birch Close; 6 down; 4 up; conservatory", "", "2 Mill Lane; 8 down",
            "Flat 3; 3 down"]
    assert round_total(book) == 49.0
'''


def expected_price(down, up, conservatory):
    pence = max(down * 150 + up * 200, 800) + (1200 if conservatory else 0)
    return pence / 100


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


def test_parse_any_capitals():
    assert parse_house("5 Ash Grove; 4 DOWN; 2 Up; CONSERVATORY") == {
        "address": "5 Ash Grove", "down": 4, "up": 2, "conservatory": True}
    assert parse_house("  Rose Cottage ;conservatory;10 down  ") == {
        "address": "Rose Cottage", "down": 10, "up": 0, "conservatory": True}
    assert parse_house("Flat 2a; 0 up; 3 Down") == {
        "address": "Flat 2a", "down": 3, "up": 0, "conservatory": False}
    assert parse_house("1 High St") == {
        "address": "1 High St", "down": 0, "up": 0, "conservatory": False}
    for bad in ["; 3 down", "9 Elm Road; 4 sideways", "9 Elm Road; four down",
                "9 Elm Road; -2 up", "9 Elm Road; 3 down 2 up", "9 Elm Road; conservatories",
                "9 Elm Road; 2.5 down"]:
        with pytest.raises(ValueError):
            parse_house(bad)


def test_minimum_before_conservatory():
    assert house_price(parse_house("7 Wren Way; 2 down; conservatory")) == 20.0
    assert house_price(parse_house("7 Wren Way; conservatory")) == 20.0
    assert house_price(parse_house("7 Wren Way; 1 up; Conservatory")) == 20.0
    assert house_price(parse_house("7 Wren Way; 4 down; 1 up; conservatory")) == 20.0
    assert house_price(parse_house("7 Wren Way; 4 down; 2 up; conservatory")) == 22.0
    assert house_price(parse_house("7 Wren Way; 10 down; 3 up; conservatory")) == 33.0
    assert house_price(parse_house("Flat 1; 1 down")) == 8.0
    assert house_price(parse_house("Flat 1")) == 8.0
    assert house_price(parse_house("Flat 1; 4 up")) == 8.0
    assert house_price(parse_house("Flat 1; 5 up")) == 10.0
    assert house_price(parse_house("Flat 1; 5 down; 1 up")) == 9.5


def test_price_sampled():
    rng = random.Random(3535)
    for _ in range(2000):
        down, up, cons = rng.randint(0, 20), rng.randint(0, 15), rng.random() < 0.4
        line = f"{rng.randint(1, 99)} Some Road; {down} down; {up} up"
        if cons:
            line += "; " + rng.choice(["conservatory", "Conservatory", "CONSERVATORY"])
        assert house_price(parse_house(line)) == expected_price(down, up, cons), line


def test_visits_include_until():
    start = date(2024, 3, 4)
    assert visits(start, date(2024, 3, 31)) == [start]
    assert visits(start, date(2024, 4, 1)) == [start, date(2024, 4, 1)]
    assert visits(start, date(2024, 3, 3)) == []
    assert visits(date(2024, 12, 9), date(2025, 2, 3)) == [
        date(2024, 12, 9), date(2025, 1, 6), date(2025, 2, 3)]
    rng = random.Random(35)
    for _ in range(500):
        first = date(2024, 1, 1) + timedelta(days=rng.randint(0, 400))
        until = first + timedelta(days=rng.randint(-10, 200))
        want, day = [], first
        while day <= until:
            want.append(day)
            day += timedelta(days=28)
        assert visits(first, until) == want, (first, until)


def test_rest_unchanged():
    house = parse_house("14 Birch Close; 6 down; 4 up; conservatory")
    assert balance(house, 2, 50.0) == 8.0
    assert balance(house, 0, 10) == -10.0
    assert balance(parse_house("7 Wren Way; 2 down; conservatory"), 3, 45.5) == 14.5
    for bad in [(-1, 0), (1, -5)]:
        with pytest.raises(ValueError):
            balance(house, *bad)
    book = ["# Tuesday", "7 Wren Way; 2 down; Conservatory", "  ", "Flat 3; 3 down",
            "  # skip", "5 Ash Grove; 4 DOWN; 2 Up"]
    assert round_total(book) == 20.0 + 8.0 + 10.0
    assert round_total([]) == 0.0
    with pytest.raises(ValueError):
        round_total(["9 Elm Road; 4 sideways"])
