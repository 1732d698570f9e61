from dig import dig

d = {"users": [{"name": "ann", "tags": ["a", "b"]}], "count": 0}


def test_index():
    assert dig(d, "users.0.tags.1") == "b"


def test_default():
    assert dig(d, "users.5.name", "?") == "?"
    assert dig(d, "users.a", "?") == "?"


def test_zero_value():
    assert dig(d, "count", 7) == 0
