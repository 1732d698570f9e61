import pytest

from postcode import is_valid, normalise


@pytest.mark.parametrize("text, expected", [
    (" sw1a1aa ", "SW1A 1AA"),
    ("m1 1ae", "M1 1AE"),
    ("M 1 1 A E", "M1 1AE"),
    ("ec1a\t1bb\n", "EC1A 1BB"),
    ("b33 8th", "B33 8TH"),
    ("cr2 6xh", "CR2 6XH"),
    ("W1A0AX", "W1A 0AX"),
])
def test_normalise(text, expected):
    assert normalise(text) == expected


@pytest.mark.parametrize("text", ["", "SWA 1AA", "ABC1 1AA", "SW1A AAA", "SW1A 11A", "SW1A 1A2",
                                  "SW1AA 1AA", "not a postcode"])
def test_invalid(text):
    with pytest.raises(ValueError):
        normalise(text)
    assert is_valid(text) is False


@pytest.mark.parametrize("value", [None, 5, b"M1 1AE"])
def test_not_a_string(value):
    with pytest.raises(TypeError):
        normalise(value)
    assert is_valid(value) is False
