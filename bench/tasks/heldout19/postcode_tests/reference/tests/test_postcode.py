import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from postcode import area, is_valid, normalise, same_area  # noqa: E402


@pytest.mark.parametrize("text, expected", [
    (" sw1a1aa ", "SW1A 1AA"),
    ("m1 1ae", "M1 1AE"),
    ("M 1 1 A E", "M1 1AE"),
    ("SW1A 1AA", "SW1A 1AA"),
    ("Sw1A\t1aA", "SW1A 1AA"),
    ("b33 8th", "B33 8TH"),
    ("CR2 6XH", "CR2 6XH"),
    ("w1a0ax", "W1A 0AX"),
    ("EC1A   1BB", "EC1A 1BB"),
    ("\nDN55 1PT\n", "DN55 1PT"),
])
def test_normalise(text, expected):
    assert normalise(text) == expected


def test_result_has_exactly_one_space_before_last_three():
    result = normalise("ec1a1bb")
    assert result.count(" ") == 1
    assert result.index(" ") == len(result) - 4


@pytest.mark.parametrize("text", [
    "", "   ", "1AA", "SW1A", "SW1A 1A", "SW1A 1AAA", "SWA 1AA", "ABC1 1AA", "1W1A 1AA",
    "SW1AB 1AA", "SW1A AAA", "SW1A 11A", "SW1A 1A1", "SW-1A 1AA", "SW1A_1AA", "not a postcode",
    "M1 1ÄE",
])
def test_normalise_rejects(text):
    with pytest.raises(ValueError):
        normalise(text)


@pytest.mark.parametrize("value", [None, 12345, b"SW1A 1AA", ["SW1A", "1AA"]])
def test_normalise_needs_a_string(value):
    with pytest.raises(TypeError):
        normalise(value)


@pytest.mark.parametrize("text, expected", [
    ("EC1A 1BB", "EC"), ("sw1a 1aa", "SW"), ("M1 1AE", "M"), ("w1a 0ax", "W"),
    ("B33 8TH", "B"), ("cr2 6xh", "CR"),
])
def test_area(text, expected):
    assert area(text) == expected


def test_area_errors():
    with pytest.raises(ValueError):
        area("SW1A")
    with pytest.raises(TypeError):
        area(None)


@pytest.mark.parametrize("text", [" sw1a1aa ", "M1 1AE", "EC1A 1BB", "b33 8th"])
def test_is_valid_true(text):
    assert is_valid(text) is True


@pytest.mark.parametrize("value", ["not a postcode", "", "SWA 1AA", "SW1A 11A", None, 42, [], b"M1 1AE"])
def test_is_valid_false(value):
    assert is_valid(value) is False


def test_same_area():
    assert same_area("SW1A 1AA", "sw19 5ae") is True
    assert same_area("M1 1AE", "m60 1aa") is True
    assert same_area("SW1A 1AA", "S1 2HE") is False
    assert same_area("M1 1AE", "ME1 1AA") is False
    with pytest.raises(ValueError):
        same_area("SW1A 1AA", "nonsense")
