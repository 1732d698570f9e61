import subprocess
import sys

import pytest


def run(*args):
    return subprocess.run(
        [sys.executable, "tconv.py", *args], capture_output=True, text=True, timeout=30
    )


@pytest.mark.parametrize(
    "args, out",
    [
        (("100", "C", "F"), "212.00 F"),
        (("-40", "c", "f"), "-40.00 F"),
        (("212", "F", "C"), "100.00 C"),
        (("0", "C", "K"), "273.15 K"),
        (("300", "K", "C"), "26.85 C"),
        (("98.6", "f", "k"), "310.15 K"),
        (("0", "K", "F"), "-459.67 F"),
        (("37", "C", "C"), "37.00 C"),
        (("-10", "C", "F"), "14.00 F"),
    ],
)
def test_conversions(args, out):
    r = run(*args)
    assert r.returncode == 0, r.stderr
    assert r.stdout == out + "\n"


def test_exactly_absolute_zero_allowed():
    r = run("-273.15", "C", "K")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "0.00 K\n"
    r = run("0", "k", "c")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "-273.15 C\n"


@pytest.mark.parametrize("args", [("-300", "C", "F"), ("-1", "K", "C"), ("-500", "F", "K")])
def test_below_absolute_zero(args):
    r = run(*args)
    assert r.returncode == 1
    assert "below absolute zero" in r.stderr
    assert r.stdout == ""


@pytest.mark.parametrize("args", [(), ("100",), ("100", "C"), ("1", "C", "F", "K")])
def test_usage(args):
    r = run(*args)
    assert r.returncode == 2
    assert "usage: tconv.py VALUE FROM TO" in r.stderr
    assert r.stdout == ""


def test_invalid_value():
    r = run("abc", "C", "F")
    assert r.returncode == 2
    assert "invalid value: abc" in r.stderr
    assert r.stdout == ""


def test_unknown_unit():
    r = run("10", "X", "F")
    assert r.returncode == 2
    assert "unknown unit: X" in r.stderr
    r = run("10", "C", "r")
    assert r.returncode == 2
    assert "unknown unit: r" in r.stderr
    assert r.stdout == ""
