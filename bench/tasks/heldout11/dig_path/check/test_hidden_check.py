import os
import re
import shutil
import subprocess
import sys
import textwrap

import pytest

from dig import dig

D = {"users": [{"name": "ann", "tags": ["a", "b"]}, {"name": "bob", "tags": []}],
     "count": 0, "nothing": None, "point": (3, 4), "word": "hello", "1": "one",
     "cfg": {"a.b": 1, "": "empty", "x": {"y": {"z": False}}}}


def test_prompt_examples():
    d = {"users": [{"name": "ann", "tags": ["a", "b"]}], "count": 0}
    assert dig(d, "users.0.tags.-1") == "b"
    assert dig(d, "users.5.name", "?") == "?"
    assert dig(d, "count", 7) == 0


def test_dicts():
    assert dig(D, "users.1.name") == "bob"
    assert dig(D, "cfg.x.y.z", "d") is False
    assert dig(D, "cfg.x.y") == {"z": False}
    assert dig(D, "nope") is None
    assert dig(D, "nope", 5) == 5
    assert dig(D, "cfg.x.q", 5) == 5


def test_dict_keys_are_strings_not_converted():
    assert dig(D, "1") == "one"
    assert dig({1: "int-key"}, "1", "d") == "d"


def test_lists_and_tuples():
    assert dig(D, "users.0.tags.0") == "a"
    assert dig(D, "users.-1.name") == "bob"
    assert dig(D, "users.-2.name") == "ann"
    assert dig(D, "point.1") == 4
    assert dig(D, "point.-1") == 4
    assert dig([[1, 2], [3, [4, 5]]], "1.1.0") == 4


def test_out_of_range_and_bad_index():
    assert dig(D, "users.2", "d") == "d"
    assert dig(D, "users.-3", "d") == "d"
    assert dig(D, "users.1.tags.0", "d") == "d"
    assert dig(D, "point.x", "d") == "d"
    assert dig(D, "users.one", "d") == "d"
    assert dig(D, "users.1.5", "d") == "d"


def test_cannot_step_into_other_things():
    assert dig(D, "word.0", "d") == "d"
    assert dig(D, "word.upper", "d") == "d"
    assert dig(D, "count.real", "d") == "d"
    assert dig(D, "nothing.x", "d") == "d"
    assert dig({"s": {1, 2}}, "s.0", "d") == "d"


def test_none_value_is_returned():
    assert dig(D, "nothing", "d") is None
    assert dig({"a": [None]}, "a.0", "d") is None


def test_falsy_values_returned():
    assert dig(D, "count", "d") == 0
    assert dig({"a": ""}, "a", "d") == ""
    assert dig({"a": []}, "a", "d") == []


def test_empty_path():
    assert dig(D, "") is D
    assert dig(42, "", "d") == 42


def test_default_default_is_none():
    assert dig(D, "users.9") is None


# --- the tests the tool wrote -------------------------------------------------

def run_tests(workdir):
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_dig.py"], cwd=workdir, capture_output=True, text=True,
                          timeout=120)


def test_written_tests_exist_and_pass():
    assert os.path.isfile("test_dig.py")
    r = run_tests(".")
    assert r.returncode == 0, r.stdout[-2000:]
    m = re.search(r"(\d+) passed", r.stdout)
    assert m and int(m.group(1)) >= 3, r.stdout[-500:]


MUTANTS = {
    "always_default": """
        def dig(data, path, default=None):
            return default
    """,
    "dicts_only": """
        def dig(data, path, default=None):
            if path == "":
                return data
            cur = data
            for seg in path.split("."):
                if isinstance(cur, dict) and seg in cur:
                    cur = cur[seg]
                else:
                    return default
            return cur
    """,
    "no_default_on_missing": """
        def dig(data, path, default=None):
            if path == "":
                return data
            cur = data
            for seg in path.split("."):
                if isinstance(cur, dict):
                    cur = cur.get(seg)
                elif isinstance(cur, (list, tuple)):
                    try:
                        cur = cur[int(seg)]
                    except (ValueError, IndexError):
                        cur = None
                else:
                    cur = None
            return cur
    """,
}


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_written_tests_catch_broken_versions(tmp_path, name):
    shutil.copy("test_dig.py", tmp_path / "test_dig.py")
    if os.path.isfile("conftest.py"):
        shutil.copy("conftest.py", tmp_path / "conftest.py")
    (tmp_path / "dig.py").write_text(textwrap.dedent(MUTANTS[name]))
    r = run_tests(tmp_path)
    assert r.returncode != 0, f"the tests in test_dig.py pass against a broken dig ({name})"
