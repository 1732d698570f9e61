import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from durations import format_duration, humanize, parse_duration  # noqa: E402


@pytest.mark.parametrize("text,expected", [
    ("1h30m", 5400),
    ("2d 4h", 187200),
    ("1w", 604800),
    (" 45s ", 45),
    ("90", 90),
    ("1w2d3h4m5s", 788645),
    ("1w 2d 3h 4m 5s", 788645),
    ("0s", 0),
    ("0", 0),
    ("10m", 600),
    ("1d1s", 86401),
    ("120m", 7200),
])
def test_parse_valid(text, expected):
    assert parse_duration(text) == expected


@pytest.mark.parametrize("text", [
    "", "   ", "1x", "30m1h", "1h1h", "h", "-5m", "1.5h", "5 m", "1h 30", "1s1m", "m5",
    "1hh",
])
def test_parse_invalid(text):
    with pytest.raises(ValueError):
        parse_duration(text)


@pytest.mark.parametrize("seconds,expected", [
    (5400, "1h30m"),
    (90061, "1d1h1m1s"),
    (1209600, "2w"),
    (0, "0s"),
    (59, "59s"),
    (60, "1m"),
    (3601, "1h1s"),
    (694861, "1w1d1h1m1s"),
])
def test_format(seconds, expected):
    assert format_duration(seconds) == expected


def test_format_negative():
    with pytest.raises(ValueError):
        format_duration(-1)


def test_roundtrip():
    for s in list(range(0, 4000, 7)) + [86399, 86400, 604799, 604800, 10**7 + 3]:
        assert parse_duration(format_duration(s)) == s


@pytest.mark.parametrize("seconds,expected", [
    (5400, "1 hour 30 minutes"),
    (90061, "1 day 1 hour"),
    (694861, "1 week 1 day"),
    (0, "0 seconds"),
    (1, "1 second"),
    (2, "2 seconds"),
    (60, "1 minute"),
    (120, "2 minutes"),
    (3601, "1 hour 1 second"),
    (86400 * 2 + 59, "2 days 59 seconds"),
    (1209600, "2 weeks"),
    (7259, "2 hours 59 seconds"),
    (7319, "2 hours 1 minute"),
])
def test_humanize(seconds, expected):
    assert humanize(seconds) == expected


def test_humanize_negative():
    with pytest.raises(ValueError):
        humanize(-5)
