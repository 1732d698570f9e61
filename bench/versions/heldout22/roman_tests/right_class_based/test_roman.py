import pytest

from roman import from_roman, to_roman


class TestToRoman:
    @pytest.mark.parametrize("n,expected", [
        (1, "I"), (3, "III"), (4, "IV"), (9, "IX"), (40, "XL"), (90, "XC"), (400, "CD"),
        (900, "CM"), (14, "XIV"), (1994, "MCMXCIV"), (3999, "MMMCMXCIX"), (1666, "MDCLXVI"),
    ])
    def test_values(self, n, expected):
        assert to_roman(n) == expected

    @pytest.mark.parametrize("n", [0, 4000, -1])
    def test_out_of_range(self, n):
        with pytest.raises(ValueError):
            to_roman(n)

    @pytest.mark.parametrize("n", [True, 1.5, 10.0, "X"])
    def test_wrong_type(self, n):
        with pytest.raises(TypeError):
            to_roman(n)


class TestFromRoman:
    @pytest.mark.parametrize("text,expected", [
        ("I", 1), ("IV", 4), ("IX", 9), ("XL", 40), ("XC", 90), ("CD", 400), ("CM", 900),
        ("MCMXCIV", 1994), ("MMMCMXCIX", 3999), ("mcmxciv", 1994), (" XIV\n", 14),
        ("MMM", 3000), ("CDXLIV", 444),
    ])
    def test_values(self, text, expected):
        assert from_roman(text) == expected

    @pytest.mark.parametrize("text", ["IIII", "VV", "IC", "XM", "IXI", "MMMM", "", "ABC",
                                      "IIX", "VIV"])
    def test_rejects(self, text):
        with pytest.raises(ValueError):
            from_roman(text)

    def test_wrong_type(self):
        with pytest.raises(TypeError):
            from_roman(1994)

    def test_inverse(self):
        assert all(from_roman(to_roman(n)) == n for n in range(1, 4000))
