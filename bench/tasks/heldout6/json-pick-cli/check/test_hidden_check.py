import json
import subprocess
import sys

DOC = '{"a": {"b": [10, {"c": "hi"}]}}'


def run(path, stdin):
    return subprocess.run([sys.executable, "jsonpick.py", path], input=stdin,
                          capture_output=True, text=True, timeout=30)


def test_example_string():
    out = run("a.b.1.c", DOC)
    assert out.returncode == 0
    assert out.stdout == "hi\n"


def test_example_list_as_json():
    out = run("a.b", DOC)
    assert out.returncode == 0
    assert out.stdout.strip() == '[10, {"c": "hi"}]'


def test_number_and_object():
    assert run("a.b.0", DOC).stdout.strip() == "10"
    out = run("a", DOC)
    assert out.returncode == 0
    assert json.loads(out.stdout) == {"b": [10, {"c": "hi"}]}
    assert out.stdout.strip() == '{"b": [10, {"c": "hi"}]}'


def test_json_literals():
    doc = '{"ok": true, "off": false, "none": null, "ratio": 0.5, "name": "a b", "empty": ""}'
    assert run("ok", doc).stdout.strip() == "true"
    assert run("off", doc).stdout.strip() == "false"
    assert run("none", doc).stdout.strip() == "null"
    assert run("ratio", doc).stdout.strip() == "0.5"
    assert run("name", doc).stdout == "a b\n"
    out = run("empty", doc)
    assert out.returncode == 0
    assert out.stdout == "\n"


def test_string_with_quotes_printed_raw():
    out = run("q", '{"q": "say \\"yes\\""}')
    assert out.stdout == 'say "yes"\n'


def test_top_level_list():
    out = run("1.name", '[{"name": "ann"}, {"name": "bob"}]')
    assert out.returncode == 0
    assert out.stdout.strip() == "bob"


def test_falsy_values_found():
    out = run("x.0", '{"x": [0, 1]}')
    assert out.returncode == 0
    assert out.stdout.strip() == "0"


def test_missing_key():
    out = run("a.z", DOC)
    assert out.returncode == 1
    assert "error: path not found: a.z" in out.stderr
    assert out.stdout.strip() == ""


def test_index_out_of_range():
    out = run("a.b.5", DOC)
    assert out.returncode == 1
    assert "error: path not found: a.b.5" in out.stderr


def test_non_numeric_part_on_list():
    out = run("a.b.c", DOC)
    assert out.returncode == 1
    assert "error: path not found: a.b.c" in out.stderr


def test_path_goes_past_a_scalar():
    out = run("a.b.1.c.d", DOC)
    assert out.returncode == 1
    assert "error: path not found: a.b.1.c.d" in out.stderr
    out = run("a.b.0.x", DOC)
    assert out.returncode == 1
    assert "error: path not found: a.b.0.x" in out.stderr


def test_invalid_json():
    for bad in ['{"a": ', "not json", ""]:
        out = run("a", bad)
        assert out.returncode == 2, bad
        assert "error: invalid JSON" in out.stderr
        assert out.stdout.strip() == ""
