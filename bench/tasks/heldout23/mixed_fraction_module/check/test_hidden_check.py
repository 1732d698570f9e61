import os
import sys
from fractions import Fraction as F

import pytest

sys.path.insert(0, os.getcwd())
from mixed import add_mixed, format_mixed, parse_mixed  # noqa: E402


def test_prompt_examples():
    assert parse_mixed("1 3/4") == F(7, 4)
    assert parse_mixed("-1 3/4") == F(-7, 4)
    assert parse_mixed(" 6/8 ") == F(3, 4)
    assert format_mixed(F(-7, 4)) == "-1 3/4"
    assert format_mixed(F(10, 4)) == "2 1/2"
    assert format_mixed(F(-1, 2)) == "-1/2"
    assert format_mixed(6) == "6"
    assert add_mixed("1 1/2", "3/4") == "2 1/4"
    assert add_mixed("-1 1/2", "3/4") == "-3/4"


@pytest.mark.parametrize("text,value", [
    ("3", F(3)), ("-3", F(-3)), ("0", F(0)), ("-0", F(0)), ("3/4", F(3, 4)), ("-3/4", F(-3, 4)),
    ("7/4", F(7, 4)), ("6/8", F(3, 4)), ("0/5", F(0)), ("-0/5", F(0)), ("12/4", F(3)),
    ("1 3/4", F(7, 4)), ("-1 3/4", F(-7, 4)), ("2   3/8", F(19, 8)), ("-10 1/2", F(-21, 2)),
    ("  5 2/4\n", F(11, 2)), ("0 1/3", F(1, 3)), ("-0 1/3", F(-1, 3)), ("007", F(7)),
    ("1 99/100", F(199, 100)), ("\t-2/6 ", F(-1, 3)),
])
def test_parse(text, value):
    result = parse_mixed(text)
    assert isinstance(result, F)
    assert result == value


@pytest.mark.parametrize("text", [
    "", "   ", "1/2/3", "1.5", "3 / 4", "3/ 4", "3 /4", "1 -1/2", "- 3", "+3", "1 5/4", "1 4/4",
    "1 0/2", "1 3", "1 2 3/4", "a", "1/", "/2", "1 1/0", "--3", "3-", "½", "٣",
    "-1 -1/2", "1  /2", "0x10",
])
def test_parse_errors(text):
    with pytest.raises(ValueError):
        parse_mixed(text)


@pytest.mark.parametrize("text", ["3/0", "0/0", "-5/0", "2 0/0"])
def test_zero_denominator_is_value_error(text):
    with pytest.raises(ValueError):
        parse_mixed(text)


@pytest.mark.parametrize("arg", [3, 1.5, None, F(1, 2), b"1/2"])
def test_parse_type_error(arg):
    with pytest.raises(TypeError):
        parse_mixed(arg)


@pytest.mark.parametrize("value,text", [
    (F(7, 4), "1 3/4"), (F(-7, 4), "-1 3/4"), (F(3, 4), "3/4"), (F(-3, 4), "-3/4"),
    (F(4, 2), "2"), (F(-4, 2), "-2"), (F(0), "0"), (0, "0"), (-5, "-5"), (F(10, 4), "2 1/2"),
    (F(-1, 3), "-1/3"), (F(-9, 4), "-2 1/4"), (F(-5, 4), "-1 1/4"), (F(199, 100), "1 99/100"),
    (F(1, 1000), "1/1000"), (F(-1001, 1000), "-1 1/1000"), (123, "123"),
])
def test_format(value, text):
    assert format_mixed(value) == text


@pytest.mark.parametrize("value", [0.5, 1.0, "1/2", True, False, None])
def test_format_type_error(value):
    with pytest.raises(TypeError):
        format_mixed(value)


@pytest.mark.parametrize("a,b,total", [
    ("1 1/2", "3/4", "2 1/4"), ("-1 1/2", "3/4", "-3/4"), ("1/3", "2/3", "1"),
    ("-1/2", "1/2", "0"), ("2 3/8", "1 5/8", "4"), ("-2 3/8", "-1 1/8", "-3 1/2"),
    ("5", "-7 1/4", "-2 1/4"), ("0", "6/8", "3/4"), ("1 1/16", "2/16", "1 3/16"),
])
def test_add(a, b, total):
    assert add_mixed(a, b) == total


def test_add_errors():
    with pytest.raises(ValueError):
        add_mixed("1/0", "1")
    with pytest.raises(ValueError):
        add_mixed("1", "1 5/4")
    with pytest.raises(TypeError):
        add_mixed(1, "1")


def test_round_trip():
    for n in range(-40, 41):
        for d in (1, 2, 3, 4, 8, 16):
            value = F(n, d)
            assert parse_mixed(format_mixed(value)) == value
