import pytest

import brackets


class TestIsBalanced:
    @pytest.mark.parametrize("s", ["", "no brackets", "()[]{}", "f(a[1], {b: 2})"])
    def test_true(self, s):
        assert brackets.is_balanced(s) is True

    @pytest.mark.parametrize("s", ["(]", "[}", "(()", "{", ")(", "]"])
    def test_false(self, s):
        assert brackets.is_balanced(s) is False


class TestFirstError:
    def test_none_when_balanced(self):
        assert brackets.first_error("{[()]}") is None

    @pytest.mark.parametrize("s, idx", [("a(b]", 3), ("[(])", 2), ("(}", 1)])
    def test_mismatched(self, s, idx):
        assert brackets.first_error(s) == idx

    @pytest.mark.parametrize("s, idx", [("x)", 1), ("])", 0), ("()}", 2)])
    def test_stray(self, s, idx):
        assert brackets.first_error(s) == idx

    @pytest.mark.parametrize("s, idx", [("((a)", 0), ("[()", 0), ("()[", 2), ("(((", 0)])
    def test_unclosed(self, s, idx):
        assert brackets.first_error(s) == idx
