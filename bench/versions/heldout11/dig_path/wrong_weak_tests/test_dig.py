from dig import dig


def test_simple_key():
    assert dig({"a": 1}, "a") == 1


def test_nested_keys():
    assert dig({"a": {"b": {"c": 3}}}, "a.b.c") == 3


def test_missing_key():
    assert dig({"a": 1}, "b", "default") == "default"
