import pytest

import postcode


class TestNormalise:
    def test_examples(self):
        assert postcode.normalise(" sw1a1aa ") == "SW1A 1AA"
        assert postcode.normalise("m1 1ae") == "M1 1AE"

    def test_whitespace_anywhere(self):
        assert postcode.normalise("M 1 1 A E") == "M1 1AE"
        assert postcode.normalise("\tEC1A\n1BB  ") == "EC1A 1BB"
        assert postcode.normalise("cr2    6xh") == "CR2 6XH"

    def test_outward_shapes(self):
        assert postcode.normalise("m11ae") == "M1 1AE"
        assert postcode.normalise("b338th") == "B33 8TH"
        assert postcode.normalise("cr26xh") == "CR2 6XH"
        assert postcode.normalise("w1a0ax") == "W1A 0AX"
        assert postcode.normalise("ec1a1bb") == "EC1A 1BB"
        assert postcode.normalise("dn551pt") == "DN55 1PT"

    def test_bad_outward(self):
        for bad in ["ABC1 1AA", "SWA 1AA", "1A 1AA", "SW1AA 1AA", " 1AA"]:
            with pytest.raises(ValueError):
                postcode.normalise(bad)

    def test_bad_inward(self):
        for bad in ["SW1A AAA", "SW1A 12A", "SW1A 1A2", "SW1A 1AAA", "SW1A 1A"]:
            with pytest.raises(ValueError):
                postcode.normalise(bad)

    def test_empty(self):
        with pytest.raises(ValueError):
            postcode.normalise("")

    def test_not_a_string(self):
        for bad in (None, 1234, 1.5, b"M11AE"):
            with pytest.raises(TypeError):
                postcode.normalise(bad)


class TestArea:
    def test_letters_only(self):
        assert postcode.area("EC1A 1BB") == "EC"
        assert postcode.area("m1 1ae") == "M"
        assert postcode.area("W1A 0AX") == "W"
        assert postcode.area("sw1a1aa") == "SW"

    def test_errors(self):
        with pytest.raises(ValueError):
            postcode.area("nope")
        with pytest.raises(TypeError):
            postcode.area(7)

    def test_same_area(self):
        assert postcode.same_area("SW1A 1AA", "sw19 5ae")
        assert not postcode.same_area("SW1A 1AA", "S1 1AA")
        assert not postcode.same_area("M1 1AE", "MK9 2AA")


class TestIsValid:
    def test_valid(self):
        assert postcode.is_valid("m1 1ae") is True
        assert postcode.is_valid(" sw1a1aa ") is True

    def test_invalid(self):
        assert postcode.is_valid("not a postcode") is False
        assert postcode.is_valid("SW1A AAA") is False

    def test_never_raises(self):
        for value in (None, 3, object(), ["M1 1AE"]):
            assert postcode.is_valid(value) is False
