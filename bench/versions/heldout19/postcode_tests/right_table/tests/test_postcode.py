"""Table-driven tests for postcode.py."""
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from postcode import area, is_valid, normalise, same_area  # noqa: E402

GOOD = [
    # (input, normalised, area)
    (" sw1a1aa ", "SW1A 1AA", "SW"),
    ("m1 1ae", "M1 1AE", "M"),
    ("M 1 1 A E", "M1 1AE", "M"),
    ("B33 8TH", "B33 8TH", "B"),
    ("cr2\t6xh", "CR2 6XH", "CR"),
    ("W1A 0AX", "W1A 0AX", "W"),
    ("EC1A 1BB", "EC1A 1BB", "EC"),
    ("dn55\n1pt", "DN55 1PT", "DN"),
]

BAD = [
    "not a postcode", "", "  ", "AAA1 1AA", "SWA 1AA", "1W1 1AA", "SW1AA 1AA",
    "SW1A A1A", "SW1A AAA", "SW1A 1AB2", "SW1A 11A", "SW1A", "1AA", "SW1A-1AA",
]

NOT_STRINGS = [None, 42, b"SW1A 1AA", ("SW1A", "1AA")]


@pytest.mark.parametrize("text, expected, _", GOOD)
def test_normalise_good(text, expected, _):
    assert normalise(text) == expected


@pytest.mark.parametrize("text, _, expected", GOOD)
def test_area_good(text, _, expected):
    assert area(text) == expected


@pytest.mark.parametrize("text", [row[0] for row in GOOD])
def test_is_valid_good(text):
    assert is_valid(text) is True


@pytest.mark.parametrize("text", BAD)
def test_bad_postcodes(text):
    with pytest.raises(ValueError):
        normalise(text)
    with pytest.raises(ValueError):
        area(text)
    assert is_valid(text) is False


@pytest.mark.parametrize("value", NOT_STRINGS)
def test_not_strings(value):
    with pytest.raises(TypeError):
        normalise(value)
    with pytest.raises(TypeError):
        area(value)
    assert is_valid(value) is False


@pytest.mark.parametrize("a, b, expected", [
    ("SW1A 1AA", "sw19 5ae", True),
    ("EC1A 1BB", "ec2a 4ny", True),
    ("SW1A 1AA", "S1 2HE", False),
    ("B33 8TH", "BS1 4DJ", False),
])
def test_same_area(a, b, expected):
    assert same_area(a, b) is expected
