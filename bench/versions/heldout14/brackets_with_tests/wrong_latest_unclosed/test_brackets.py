import pytest

from brackets import first_error, is_balanced


@pytest.mark.parametrize("text", ["", "abc", "()", "([]{})", "f(a[1], {b: 2})", "{[()()]}"])
def test_balanced(text):
    assert is_balanced(text)
    assert first_error(text) is None


@pytest.mark.parametrize("text", ["(]", "([)]", "{)", "(()", ")(", "x)", "[", "}"])
def test_not_balanced(text):
    assert not is_balanced(text)


def test_mismatched_type_position():
    assert first_error("a(b]") == 3
    assert first_error("([)]") == 2
    assert first_error("{)") == 1


def test_stray_closer_position():
    assert first_error("x)") == 1
    assert first_error("()]") == 2
    assert first_error(")(") == 0


def test_unclosed_opener_position():
    assert first_error("((a)") == 0
    assert first_error("[()") == 0
    assert first_error("()[") == 2
    assert first_error("a{b(c)") == 1


def test_closer_error_wins_over_unclosed():
    assert first_error("(]") == 1
