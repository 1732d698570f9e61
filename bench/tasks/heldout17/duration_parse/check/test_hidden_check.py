import os
import sys

sys.path.insert(0, os.getcwd())

import pytest

from durations import format_duration, parse_duration


@pytest.mark.parametrize("text,expected", [
    ("1h30m", 5400),
    ("45s", 45),
    ("2d", 172800),
    ("1d 2h", 93600),
    ("90m", 5400),
    ("1d2h3m4s", 93784),
    ("1d 2h 3m 4s", 93784),
    ("  3m   10s ", 190),
    ("0s", 0),
    ("0h", 0),
    ("1h 0m", 3600),
    ("100s", 100),
    ("2h5s", 7205),
])
def test_parse_ok(text, expected):
    assert parse_duration(text) == expected


@pytest.mark.parametrize("text", [
    "", "   ", "90", "1h30", "1H", "2x", "1h 5x", "1h1h", "30m 1h", "5s2m", "1 h",
    "h", "1h-2m", "1.5h", "1h,2m", "-5s", "1d 1d",
])
def test_parse_errors(text):
    with pytest.raises(ValueError):
        parse_duration(text)


@pytest.mark.parametrize("seconds,expected", [
    (93784, "1d 2h 3m 4s"),
    (3600, "1h"),
    (86405, "1d 5s"),
    (0, "0s"),
    (59, "59s"),
    (60, "1m"),
    (3661, "1h 1m 1s"),
    (172800 + 120, "2d 2m"),
    (86399, "23h 59m 59s"),
])
def test_format(seconds, expected):
    assert format_duration(seconds) == expected


def test_format_negative():
    with pytest.raises(ValueError):
        format_duration(-1)


def test_roundtrip():
    for n in (1, 61, 3599, 90061, 1000000):
        assert parse_duration(format_duration(n)) == n
