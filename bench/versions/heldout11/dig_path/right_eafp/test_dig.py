import pytest

from dig import dig


@pytest.fixture
def d():
    return {"users": [{"name": "ann", "tags": ["a", "b"]}], "count": 0}


def test_examples(d):
    assert dig(d, "users.0.tags.-1") == "b"
    assert dig(d, "users.5.name", "?") == "?"
    assert dig(d, "count", 7) == 0


def test_missing_key_gives_default(d):
    assert dig(d, "users.0.age", 30) == 30
    assert dig(d, "nope") is None


def test_bad_list_segment(d):
    assert dig(d, "users.x", "?") == "?"


def test_string_not_indexed(d):
    assert dig(d, "users.0.name.0", "?") == "?"


def test_none_value():
    assert dig({"a": None}, "a", 1) is None


def test_empty_path(d):
    assert dig(d, "") is d


def test_tuple():
    assert dig({"t": (1, 2, 3)}, "t.-3") == 1
