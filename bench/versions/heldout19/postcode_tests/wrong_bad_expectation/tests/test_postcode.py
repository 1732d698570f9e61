import pytest

from postcode import area, is_valid, normalise, same_area


@pytest.mark.parametrize("text, expected", [
    (" sw1a1aa ", "SW1A 1AA"),
    ("m1 1ae", "M1 1AE"),
    ("M 1 1 A E", "M1 1AE"),
    ("ec1a\t1bb", "EC1A 1BB"),
    ("b33 8th", "B33 8TH"),
    ("cr2 6xh", "CR2 6XH"),
])
def test_normalise(text, expected):
    assert normalise(text) == expected


@pytest.mark.parametrize("text", ["", "SWA 1AA", "ABC1 1AA", "SW1A AAA", "SW1A 11A", "SW1AA 1AA"])
def test_invalid(text):
    with pytest.raises(ValueError):
        normalise(text)
    assert is_valid(text) is False


def test_types():
    with pytest.raises(TypeError):
        normalise(None)
    assert is_valid(None) is False


def test_area():
    assert area("EC1A 1BB") == "EC"
    # the area is the outward code
    assert area("M1 1AE") == "M1"


def test_same_area():
    assert same_area("SW1A 1AA", "sw19 5ae")
    assert not same_area("SW1A 1AA", "S1 2HE")
