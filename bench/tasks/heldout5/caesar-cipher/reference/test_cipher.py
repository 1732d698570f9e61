from cipher import decode, encode


def test_example():
    assert encode("Hello, World!", 3) == "Khoor, Zruog!"


def test_wraps():
    assert encode("xyz XYZ", 3) == "abc ABC"


def test_negative_and_big_shifts():
    assert encode("abc", -1) == "zab"
    assert encode("abc", 27) == "bcd"


def test_decode():
    assert decode("Khoor, Zruog!", 3) == "Hello, World!"
