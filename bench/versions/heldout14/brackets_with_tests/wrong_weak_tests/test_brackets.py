from brackets import first_error, is_balanced


def test_balanced():
    assert is_balanced("")
    assert is_balanced("f(a[1], {b: 2})")
    assert first_error("([]{})") is None


def test_mismatched():
    assert not is_balanced("(]")
    assert first_error("a(b]") == 3


def test_unclosed():
    assert not is_balanced("(()")
    assert first_error("((a)") == 0
    assert first_error("()[") == 2
