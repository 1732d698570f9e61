import pytest

from postcode import area, is_valid, normalise, same_area


def test_prompt_examples():
    assert normalise(" sw1a1aa ") == "SW1A 1AA"
    assert normalise("m1 1ae") == "M1 1AE"
    assert area("EC1A 1BB") == "EC"
    assert is_valid("not a postcode") is False


def test_case_is_ignored():
    assert normalise("ec1a 1bb") == normalise("EC1A 1BB") == normalise("Ec1A 1bB") == "EC1A 1BB"


def test_all_whitespace_is_ignored():
    assert normalise("S W 1 A 1 A A") == "SW1A 1AA"
    assert normalise("\t\nSW1A\r\n1AA\t") == "SW1A 1AA"


def test_single_space_before_inward_code():
    assert normalise("B338TH") == "B33 8TH"
    assert normalise("W1A0AX") == "W1A 0AX"
    assert normalise("CR26XH") == "CR2 6XH"
    assert normalise("DN551PT") == "DN55 1PT"


def test_outward_code_rules():
    # one or two letters
    assert normalise("M11AE") == "M1 1AE"
    assert normalise("CR26XH") == "CR2 6XH"
    with pytest.raises(ValueError):
        normalise("CRA2 6XH")
    # then a digit
    with pytest.raises(ValueError):
        normalise("CRA 6XH")
    # then optionally one letter or digit, no more
    assert normalise("EC1A1BB") == "EC1A 1BB"
    assert normalise("SW191AA") == "SW19 1AA"
    with pytest.raises(ValueError):
        normalise("EC1AB 1BB")


def test_inward_code_rules():
    with pytest.raises(ValueError):
        normalise("M1 AAE")
    with pytest.raises(ValueError):
        normalise("M1 1A5")
    with pytest.raises(ValueError):
        normalise("M1 17E")


def test_too_short():
    for text in ["", "1AE", "M1", "M1 1A"]:
        with pytest.raises(ValueError):
            normalise(text)


def test_type_error():
    with pytest.raises(TypeError):
        normalise(None)
    with pytest.raises(TypeError):
        normalise(11)
    with pytest.raises(TypeError):
        area(None)


def test_area():
    assert area("sw1a 1aa") == "SW"
    assert area("M1 1AE") == "M"
    assert area("b33 8th") == "B"
    with pytest.raises(ValueError):
        area("SW1")


def test_is_valid_never_raises():
    assert is_valid("EC1A 1BB") is True
    assert is_valid(None) is False
    assert is_valid(1234) is False
    assert is_valid("EC1A 1B") is False


def test_same_area():
    assert same_area("SW1A 1AA", "sw19 5ae") is True
    assert same_area("M1 1AE", "M60 1AA") is True
    assert same_area("SW1A 1AA", "S1 2HE") is False
