import copy
import json

import pytest
from layered_config import deep_merge, load_config

BASE = {"db": {"host": "localhost", "port": 5432, "opts": {"ssl": False, "timeout": 5}},
        "plugins": ["auth", "cache"], "debug": False, "name": "app"}


def test_nested_dicts_merge_recursively():
    merged = deep_merge(BASE, {"db": {"port": 6543, "opts": {"ssl": True}}, "debug": True})
    assert merged == {"db": {"host": "localhost", "port": 6543,
                             "opts": {"ssl": True, "timeout": 5}},
                      "plugins": ["auth", "cache"], "debug": True, "name": "app"}


def test_lists_and_scalars_are_replaced():
    merged = deep_merge(BASE, {"plugins": ["metrics"], "db": "sqlite:///x.db", "new": 1})
    assert merged["plugins"] == ["metrics"]
    assert merged["db"] == "sqlite:///x.db"
    assert merged["new"] == 1
    assert deep_merge({"a": 1}, {"a": {"b": 2}}) == {"a": {"b": 2}}


def test_none_removes_keys_at_any_depth():
    merged = deep_merge(BASE, {"name": None, "db": {"opts": {"timeout": None}},
                               "absent": None})
    assert "name" not in merged and "absent" not in merged
    assert merged["db"]["opts"] == {"ssl": False}


def test_inputs_are_not_modified():
    base = copy.deepcopy(BASE)
    override = {"db": {"opts": {"ssl": True, "timeout": None}}, "plugins": ["x"],
                "debug": None, "extra": {"k": [1]}}
    before = copy.deepcopy(override)
    merged = deep_merge(base, override)
    assert base == BASE
    assert override == before
    merged["db"]["opts"]["retries"] = 3
    assert base == BASE
    assert override == before


def test_load_config_layers_files_in_order(tmp_path):
    (tmp_path / "defaults.json").write_text(json.dumps(BASE))
    (tmp_path / "site.json").write_text(json.dumps({"db": {"host": "db.internal"},
                                                    "debug": True}))
    (tmp_path / "user.json").write_text(json.dumps({"debug": False, "name": None,
                                                    "db": {"opts": {"ssl": True}}}))
    config = load_config([tmp_path / "defaults.json", str(tmp_path / "site.json"),
                          tmp_path / "missing.json", tmp_path / "user.json"])
    assert config == {"db": {"host": "db.internal", "port": 5432,
                             "opts": {"ssl": True, "timeout": 5}},
                      "plugins": ["auth", "cache"], "debug": False}


def test_load_config_missing_files_and_bad_top_level(tmp_path):
    assert load_config([]) == {}
    assert load_config([tmp_path / "nope.json", str(tmp_path / "also-nope.json")]) == {}
    bad = tmp_path / "list.json"
    bad.write_text("[1, 2, 3]")
    with pytest.raises(ValueError) as info:
        load_config([bad])
    assert str(bad) in str(info.value)
