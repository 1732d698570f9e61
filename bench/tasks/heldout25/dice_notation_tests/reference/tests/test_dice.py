import pytest

from dice import parse_roll, roll_range


def test_docstring_examples():
    assert parse_roll("2d6+3") == (2, 6, 3)
    assert parse_roll(" D20 - 1 ") == (1, 20, -1)
    assert parse_roll("3d%") == (3, 100, 0)
    assert roll_range("2d6+3") == (5, 15)


@pytest.mark.parametrize("text, expected", [
    ("d6", (1, 6, 0)),
    ("D8", (1, 8, 0)),
    ("4D6", (4, 6, 0)),
    ("1d20", (1, 20, 0)),
    ("2d10-2", (2, 10, -2)),
    ("2d10+0", (2, 10, 0)),
    ("3d4 + 12", (3, 4, 12)),
    ("3d4 +12", (3, 4, 12)),
    ("3d4-  5", (3, 4, -5)),
    ("d%", (1, 100, 0)),
    ("2d100", (2, 100, 0)),
    ("d%+5", (1, 100, 5)),
    ("d2", (1, 2, 0)),
    ("5d12", (5, 12, 0)),
    ("\t2d6\n", (2, 6, 0)),
    ("   6d8-1   ", (6, 8, -1)),
])
def test_parse(text, expected):
    assert parse_roll(text) == expected


def test_count_limits():
    assert parse_roll("1d6") == (1, 6, 0)
    assert parse_roll("100d6") == (100, 6, 0)
    assert parse_roll("007d6") == (7, 6, 0)


@pytest.mark.parametrize("text", [
    "0d6", "101d6", "000d6",
    "2d3", "2d7", "d0", "d1", "d1000", "2d",
    "", "   ", "6", "2x6", "2d6x", "2d6+", "2d6+3+1", "2d6*2", "+2d6", "-2d6",
    "2 d6", "2d 6", "2D 6", "d%%", "2d6\t+3", "2d6+\n3", "two d6", "2d6 3",
])
def test_invalid(text):
    with pytest.raises(ValueError):
        parse_roll(text)
    with pytest.raises(ValueError):
        roll_range(text)


@pytest.mark.parametrize("value", [None, 6, b"2d6", ["2d6"]])
def test_not_a_string(value):
    with pytest.raises(TypeError):
        parse_roll(value)
    with pytest.raises(TypeError):
        roll_range(value)


def test_modifier_is_int_zero_without_one():
    count, sides, modifier = parse_roll("2d6")
    assert modifier == 0 and isinstance(modifier, int)


@pytest.mark.parametrize("text, expected", [
    ("d6", (1, 6)),
    ("3d6", (3, 18)),
    ("4d8-2", (2, 30)),
    ("2d20 + 5", (7, 45)),
    ("d%", (1, 100)),
    ("10d4-10", (0, 30)),
])
def test_roll_range(text, expected):
    assert roll_range(text) == expected
