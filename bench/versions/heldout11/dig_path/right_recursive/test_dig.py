from dig import dig

SAMPLE = {"users": [{"name": "ann", "tags": ["a", "b"]}], "count": 0, "n": None}


def test_nested_list_index():
    assert dig(SAMPLE, "users.0.tags.-1") == "b"
    assert dig(SAMPLE, "users.0.tags.0") == "a"


def test_defaults():
    assert dig(SAMPLE, "users.5.name", "?") == "?"
    assert dig(SAMPLE, "users.0.tags.-3", "?") == "?"
    assert dig(SAMPLE, "users.zero", "?") == "?"
    assert dig(SAMPLE, "count.x", "?") == "?"
    assert dig(SAMPLE, "missing") is None


def test_falsy_and_none_values():
    assert dig(SAMPLE, "count", 7) == 0
    assert dig(SAMPLE, "n", 7) is None


def test_empty_path():
    assert dig(SAMPLE, "") == SAMPLE
