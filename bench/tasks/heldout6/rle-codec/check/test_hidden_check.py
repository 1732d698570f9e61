import pytest

from rle import decode, encode


@pytest.mark.parametrize("text, data", [
    ("aaabccdddd", "3a1b2c4d"),
    ("", ""),
    ("a", "1a"),
    ("x" * 12, "12x"),
    ("abc", "1a1b1c"),
    ("aabbaa", "2a2b2a"),
    ("  !!", "2 2!"),
    ("z" * 105 + "y", "105z1y"),
])
def test_encode(text, data):
    assert encode(text) == data


@pytest.mark.parametrize("text, data", [
    ("aaabccdddd", "3a1b2c4d"),
    ("", ""),
    ("x" * 12, "12x"),
    ("q" * 10 + "rr", "10q2r"),
    ("abc", "1a1b1c"),
    ("z" * 105 + "y", "105z1y"),
])
def test_decode(text, data):
    assert decode(data) == text


@pytest.mark.parametrize("text", ["hello  world", "mississippi", "aaaaaaaaaaaaaaaaaaaaab", "."])
def test_round_trip(text):
    assert decode(encode(text)) == text


@pytest.mark.parametrize("bad", ["3ab", "3a2", "a", "12", "2a3", "b1a"])
def test_decode_malformed(bad):
    with pytest.raises(ValueError):
        decode(bad)
