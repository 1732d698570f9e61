import pytest

from roman import from_roman, to_roman

PAIRS = [
    (1, "I"), (2, "II"), (3, "III"), (4, "IV"), (5, "V"), (6, "VI"), (9, "IX"), (10, "X"),
    (14, "XIV"), (19, "XIX"), (40, "XL"), (44, "XLIV"), (49, "XLIX"), (50, "L"), (90, "XC"),
    (99, "XCIX"), (100, "C"), (400, "CD"), (444, "CDXLIV"), (500, "D"), (900, "CM"),
    (1000, "M"), (1994, "MCMXCIV"), (2024, "MMXXIV"), (2888, "MMDCCCLXXXVIII"),
]


@pytest.mark.parametrize("n,text", PAIRS)
def test_to_roman(n, text):
    assert to_roman(n) == text


@pytest.mark.parametrize("n,text", PAIRS)
def test_from_roman(n, text):
    assert from_roman(text) == n


def test_round_trip_everything():
    for n in range(1, 3000):
        assert from_roman(to_roman(n)) == n


@pytest.mark.parametrize("n", [0, -1])
def test_to_roman_out_of_range(n):
    with pytest.raises(ValueError):
        to_roman(n)


@pytest.mark.parametrize("n", [True, False, 1.0, 3.5, "12", None])
def test_to_roman_type_error(n):
    with pytest.raises(TypeError):
        to_roman(n)


def test_from_roman_case_and_whitespace():
    assert from_roman(" mcmxciv ") == 1994
    assert from_roman("xLiV") == 44
    assert from_roman("\tXII\n") == 12


@pytest.mark.parametrize("text", ["IIII", "VV", "IC", "XM", "IXI", "VX", "IL", "XXXX",
                                  "CCCC", "DD", "LL", "IIV", "XIIII", "MCMC", "", "   ",
                                  "ABC", "X1", "X I", "-X"])
def test_from_roman_rejects(text):
    with pytest.raises(ValueError):
        from_roman(text)


@pytest.mark.parametrize("value", [12, None, b"XII", ["X"]])
def test_from_roman_type_error(value):
    with pytest.raises(TypeError):
        from_roman(value)
