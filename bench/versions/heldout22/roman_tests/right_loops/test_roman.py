import pytest

import roman


def test_known_values():
    known = {1: "I", 4: "IV", 5: "V", 9: "IX", 10: "X", 40: "XL", 50: "L", 90: "XC",
             100: "C", 400: "CD", 500: "D", 900: "CM", 1000: "M", 1994: "MCMXCIV",
             3999: "MMMCMXCIX", 2888: "MMDCCCLXXXVIII", 3: "III", 8: "VIII"}
    for n, text in known.items():
        assert roman.to_roman(n) == text
        assert roman.from_roman(text) == n


def test_roundtrip_all():
    for n in range(1, 4000):
        text = roman.to_roman(n)
        assert roman.from_roman(text) == n
        assert roman.from_roman(text.lower()) == n


def test_range():
    for bad in (0, -5, 4000, 4001):
        with pytest.raises(ValueError):
            roman.to_roman(bad)
    assert roman.to_roman(3999) == "MMMCMXCIX"


def test_types():
    for bad in (True, False, 2.0, "5", None):
        with pytest.raises(TypeError):
            roman.to_roman(bad)
    for bad in (5, None, 2.5):
        with pytest.raises(TypeError):
            roman.from_roman(bad)


def test_whitespace_and_case():
    assert roman.from_roman("  xiv  ") == 14
    assert roman.from_roman("McMxCiV") == 1994


def test_non_canonical():
    for bad in ("IIII", "VV", "IC", "XM", "IXI", "MMMM", "", "Q", "X Y", "4", "IIIII", "LXL"):
        with pytest.raises(ValueError):
            roman.from_roman(bad)
