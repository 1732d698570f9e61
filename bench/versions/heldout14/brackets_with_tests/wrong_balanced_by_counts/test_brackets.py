import pytest

from brackets import first_error, is_balanced


@pytest.mark.parametrize("text", ["", "abc", "()", "([]{})", "f(a[1], {b: 2})"])
def test_balanced(text):
    assert is_balanced(text)
    assert first_error(text) is None


@pytest.mark.parametrize("text", ["(]", "(()", "[", "}"])
def test_not_balanced(text):
    assert not is_balanced(text)


def test_positions():
    assert first_error("a(b]") == 3
    assert first_error("x)") == 1
    assert first_error(")(") == 0
    assert first_error("((a)") == 0
    assert first_error("[()") == 0
    assert first_error("()[") == 2
