import os
import subprocess
import sys
from datetime import date

import pytest

SCRIPT = os.path.join(os.getcwd(), "age.py")


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True,
                          text=True, timeout=60, cwd=os.getcwd())


def age(*args):
    r = run(*args)
    assert r.returncode == 0, r.stderr
    return r.stdout.strip()


def test_day_before_birthday():
    assert age("1990-06-15", "--on", "2024-06-14") == "33"


def test_on_birthday():
    assert age("1990-06-15", "--on", "2024-06-15") == "34"


def test_later_in_year():
    assert age("1990-06-15", "--on", "2024-12-31") == "34"
    assert age("1990-06-15", "--on", "2025-01-01") == "34"


@pytest.mark.parametrize("on,expected", [
    ("2023-02-28", "22"),
    ("2023-03-01", "23"),
    ("2024-02-28", "23"),
    ("2024-02-29", "24"),
    ("2025-02-28", "24"),
])
def test_leap_day_birthday(on, expected):
    assert age("2000-02-29", "--on", on) == expected


def test_same_day_is_zero():
    assert age("2024-05-05", "--on", "2024-05-05") == "0"


def test_defaults_to_today():
    today = date.today()
    assert age("1980-01-01") == str(today.year - 1980)
    expected = today.year - 2000 - (1 if (today.month, today.day) < (12, 31) else 0)
    assert age("2000-12-31") == str(expected)


@pytest.mark.parametrize("args,bad", [
    (["2023-02-30"], "2023-02-30"),
    (["15/06/1990"], "15/06/1990"),
    (["1990-06-15", "--on", "2023-13-01"], "2023-13-01"),
    (["1990-06-15", "--on", "tomorrow"], "tomorrow"),
])
def test_invalid_date(args, bad):
    r = run(*args)
    assert r.returncode == 1
    assert r.stdout.strip() == ""
    assert r.stderr.strip() == f"age.py: invalid date: {bad}"


def test_future_birth_date():
    r = run("2030-01-01", "--on", "2024-01-01")
    assert r.returncode == 1
    assert r.stdout.strip() == ""
    assert r.stderr.strip() == "age.py: birth date is in the future"


@pytest.mark.parametrize("args", [
    [],
    ["1990-06-15", "2000-01-01"],
    ["1990-06-15", "--on"],
])
def test_usage(args):
    r = run(*args)
    assert r.returncode == 2
    assert r.stdout.strip() == ""
    assert r.stderr.startswith("usage: age.py")
