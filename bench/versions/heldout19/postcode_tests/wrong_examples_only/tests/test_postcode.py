from postcode import area, is_valid, normalise


def test_normalise():
    assert normalise(" sw1a1aa ") == "SW1A 1AA"
    assert normalise("m1 1ae") == "M1 1AE"


def test_area():
    assert area("EC1A 1BB") == "EC"


def test_is_valid():
    assert is_valid("not a postcode") is False
    assert is_valid("SW1A 1AA") is True
