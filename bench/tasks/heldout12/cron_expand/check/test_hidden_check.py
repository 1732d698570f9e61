import sys

import pytest

sys.path.insert(0, ".")
from cronfield import expand, parse_cron  # noqa: E402


@pytest.mark.parametrize("field,lo,hi,expected", [
    ("*/15", 0, 59, [0, 15, 30, 45]),
    ("*/10", 1, 31, [1, 11, 21, 31]),
    ("1-10/4,2", 0, 59, [1, 2, 5, 9]),
    ("5/20", 0, 59, [5, 25, 45]),
    ("3,1,3", 0, 6, [1, 3]),
    ("*", 0, 6, [0, 1, 2, 3, 4, 5, 6]),
    ("*", 1, 12, list(range(1, 13))),
    ("7", 0, 23, [7]),
    ("0", 0, 59, [0]),
    ("59", 0, 59, [59]),
    ("9-17", 0, 23, list(range(9, 18))),
    ("4-4", 0, 23, [4]),
    ("1-5,3-6", 0, 6, [1, 2, 3, 4, 5, 6]),
    ("*/5", 1, 12, [1, 6, 11]),
    ("*/1", 0, 3, [0, 1, 2, 3]),
    ("*/100", 0, 59, [0]),
    ("0-30/10,*/20", 0, 59, [0, 10, 20, 30, 40]),
    ("10/7", 1, 31, [10, 17, 24, 31]),
    ("23/5", 0, 23, [23]),
    ("1-31/15", 1, 31, [1, 16, 31]),
])
def test_expand(field, lo, hi, expected):
    assert expand(field, lo, hi) == expected


@pytest.mark.parametrize("field,lo,hi", [
    ("60", 0, 59), ("0", 1, 31), ("0-5", 1, 12), ("5-13", 1, 12), ("7", 0, 6),
    ("10-5", 0, 59), ("*/0", 0, 59), ("1-10/0", 0, 59), ("1,,2", 0, 59), ("1,", 0, 59),
    (",1", 0, 59), ("", 0, 59), ("a", 0, 59), ("1-", 0, 59), ("*/", 0, 59), ("-5", 0, 59),
    ("1-2-3", 0, 59), ("+5", 0, 59), ("1, 2", 0, 59), ("*-5", 0, 59), ("5/", 0, 59),
    ("**", 0, 59), ("1.5", 0, 59), ("32/2", 1, 31),
])
def test_expand_invalid(field, lo, hi):
    with pytest.raises(ValueError):
        expand(field, lo, hi)


def test_parse_cron():
    result = parse_cron("*/15 9-17 1,15 */3 1-5")
    assert result == {
        "minute": [0, 15, 30, 45],
        "hour": list(range(9, 18)),
        "day": [1, 15],
        "month": [1, 4, 7, 10],
        "weekday": [1, 2, 3, 4, 5],
    }


def test_parse_cron_whitespace():
    result = parse_cron("  0   0\t* * 0 ")
    assert result["minute"] == [0]
    assert result["hour"] == [0]
    assert result["day"] == list(range(1, 32))
    assert result["month"] == list(range(1, 13))
    assert result["weekday"] == [0]


@pytest.mark.parametrize("expr", ["* * * *", "* * * * * *", "", "0 0 32 * *", "0 24 * * *", "0 0 * 0 *",
                                  "0 0 * * 7"])
def test_parse_cron_invalid(expr):
    with pytest.raises(ValueError):
        parse_cron(expr)
