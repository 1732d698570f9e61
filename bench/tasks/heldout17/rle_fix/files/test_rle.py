from rle import decode, encode


def test_encode_empty():
    assert encode("") == ""


def test_decode_simple():
    assert decode("3a1b2c") == "aaabcc"


def test_decode_empty():
    assert decode("") == ""
