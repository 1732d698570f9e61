import pytest

from ordinal import ordinal, parse_ordinal


class TestOrdinal:
    @pytest.mark.parametrize("n", [1, 21, 31, 101, 121, 1001])
    def test_st(self, n):
        assert ordinal(n) == f"{n}st"

    @pytest.mark.parametrize("n", [2, 22, 102, 1002])
    def test_nd(self, n):
        assert ordinal(n) == f"{n}nd"

    @pytest.mark.parametrize("n", [3, 23, 103, 1003])
    def test_rd(self, n):
        assert ordinal(n) == f"{n}rd"

    @pytest.mark.parametrize("n", [0, 4, 10, 11, 12, 13, 14, 100, 111, 112, 113, 1011, 1013])
    def test_th(self, n):
        assert ordinal(n) == f"{n}th"

    def test_rejects_bool_and_float(self):
        with pytest.raises(TypeError):
            ordinal(True)
        with pytest.raises(TypeError):
            ordinal(3.0)

    def test_rejects_negative(self):
        with pytest.raises(ValueError):
            ordinal(-1)


class TestParse:
    def test_docstring_example(self):
        assert parse_ordinal(" 112TH ") == 112

    def test_basic(self):
        assert parse_ordinal("23rd") == 23
        assert parse_ordinal("0th") == 0
        assert parse_ordinal("101st") == 101

    def test_case_and_whitespace(self):
        assert parse_ordinal("1ST") == 1
        assert parse_ordinal("\t2nD ") == 2

    @pytest.mark.parametrize("text", ["23th", "11st", "12nd", "13rd", "111st", "113rd", "3th"])
    def test_wrong_suffix(self, text):
        with pytest.raises(ValueError):
            parse_ordinal(text)

    @pytest.mark.parametrize("text", ["007th", "02nd", "", "abc", "12"])
    def test_invalid(self, text):
        with pytest.raises(ValueError):
            parse_ordinal(text)
