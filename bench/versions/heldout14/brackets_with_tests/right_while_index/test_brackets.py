from brackets import first_error, is_balanced


def test_empty_and_plain():
    assert is_balanced("")
    assert is_balanced("hello")
    assert first_error("") is None


def test_nested_ok():
    assert is_balanced("f(a[1], {b: 2})")
    assert is_balanced("{[()]}()")
    assert first_error("{[()]}()") is None


def test_wrong_type():
    assert not is_balanced("(]")
    assert not is_balanced("{[}]")
    assert first_error("a(b]") == 3
    assert first_error("{[}]") == 2


def test_stray_closer():
    assert not is_balanced(")(")
    assert not is_balanced("abc)")
    assert first_error("x)") == 1
    assert first_error("())") == 2


def test_unclosed():
    assert not is_balanced("(()")
    assert not is_balanced("[")
    assert first_error("((a)") == 0
    assert first_error("[()") == 0
    assert first_error("()[") == 2
