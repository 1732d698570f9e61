import pytest

from rle import decode, encode


@pytest.mark.parametrize("text, expected", [
    ("aaabccdddd", "3ab2c4d"),
    ("x" * 15, "15x"),
    ("abc", "abc"),
    ("a", "a"),
    ("", ""),
    ("  ..!!!", "2 2.3!"),
    ("aab\n\nb", "2ab2\nb"),
    ("AAaa", "2A2a"),
    ("z" * 100 + "y", "100zy"),
])
def test_encode(text, expected):
    assert encode(text) == expected


@pytest.mark.parametrize("text", ["abc1", "7", "aa22bb"])
def test_encode_rejects_digits(text):
    with pytest.raises(ValueError):
        encode(text)


@pytest.mark.parametrize("data, expected", [
    ("3ab2c4d", "aaabccdddd"),
    ("12z", "z" * 12),
    ("abc", "abc"),
    ("", ""),
    ("2 2.3!", "  ..!!!"),
    ("10ab", "a" * 10 + "b"),
    ("100zy", "z" * 100 + "y"),
])
def test_decode(data, expected):
    assert decode(data) == expected


@pytest.mark.parametrize("bad", ["ab3", "3", "0a", "05b", "a00b", "2a10"])
def test_decode_rejects(bad):
    with pytest.raises(ValueError):
        decode(bad)


@pytest.mark.parametrize("text", ["", "hello  world", "mississippi", "q" * 37 + "r" * 9 + "s",
                                  "tab\t\tand\nnewline\n\n", "éééü"])
def test_round_trip(text):
    assert decode(encode(text)) == text
