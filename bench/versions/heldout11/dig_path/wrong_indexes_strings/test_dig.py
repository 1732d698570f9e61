import pytest

from dig import dig

DATA = {"users": [{"name": "ann", "tags": ["a", "b"]}], "count": 0, "none": None,
        "pair": (10, 20), "text": "hello", "0": "zero-key"}


def test_prompt_examples():
    assert dig(DATA, "users.0.tags.-1") == "b"
    assert dig(DATA, "users.5.name", "?") == "?"
    assert dig(DATA, "count", 7) == 0


def test_dict_keys():
    assert dig(DATA, "users.0.name") == "ann"
    assert dig(DATA, "missing") is None
    assert dig(DATA, "missing", "dflt") == "dflt"
    assert dig(DATA, "0") == "zero-key"


def test_list_and_tuple_indexes():
    assert dig(DATA, "pair.1") == 20
    assert dig(DATA, "pair.-2") == 10
    assert dig(DATA, "pair.2", "x") == "x"
    assert dig(DATA, "pair.-3", "x") == "x"
    assert dig(DATA, "users.first", "x") == "x"


def test_cannot_step_into_scalars_or_strings():
    assert dig(DATA, "text.0", "x") == "h"
    assert dig(DATA, "count.real", "x") == "x"
    assert dig(DATA, "none.a", "x") == "x"


def test_none_value_is_not_missing():
    assert dig(DATA, "none", "x") is None


def test_empty_path_returns_data():
    assert dig(DATA, "") is DATA
    assert dig([1, 2], "", "x") == [1, 2]


@pytest.mark.parametrize("path", ["users.0.tags.9", "users.-2", "users.0.tags.a"])
def test_default_on_bad_index(path):
    assert dig(DATA, path, "d") == "d"
