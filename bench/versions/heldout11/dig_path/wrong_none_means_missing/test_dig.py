from dig import dig

d = {"users": [{"name": "ann", "tags": ["a", "b"]}], "count": 0}


def test_examples():
    assert dig(d, "users.0.tags.-1") == "b"
    assert dig(d, "users.5.name", "?") == "?"
    assert dig(d, "count", 7) == 0


def test_missing():
    assert dig(d, "users.0.email", "none") == "none"
    assert dig(d, "users.x", 1) == 1
    assert dig({"s": "abc"}, "s.0", 1) == 1


def test_empty():
    assert dig(d, "") == d
