import os
import subprocess
import sys

import pytest

SCRIPT = os.path.abspath("envcheck.py")


def run(args, cwd):
    return subprocess.run(
        [sys.executable, SCRIPT, *args],
        cwd=cwd, capture_output=True, text=True, timeout=30,
    )


def write(tmp_path, text, name="app.env"):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return name


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_clean_file(tmp_path):
    name = write(tmp_path, "# settings\n\nDEBUG=1\n   # indented comment\n"
                           "URL=http://x.test/?a=b\nEMPTY=\n  NAME = my app \n_private9=x\n")
    r = run([name], tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "ok: 5 keys"
    assert r.stderr.strip() == ""


def test_empty_file(tmp_path):
    name = write(tmp_path, "")
    r = run([name], tmp_path)
    assert r.returncode == 0
    assert r.stdout.strip() == "ok: 0 keys"


def test_all_problems_reported_in_order(tmp_path):
    name = write(tmp_path, "FOO=1\nBAR\n9LIVES=cat\nFOO=2\n# FOO=comment\n"
                           "my key=3\n_ok=1\nFOO=3\n")
    r = run([name], tmp_path)
    assert r.returncode == 1
    lines = [ln.strip() for ln in r.stderr.strip().splitlines()]
    assert lines == [
        "app.env:2: missing '='",
        "app.env:3: invalid key '9LIVES'",
        "app.env:4: duplicate key 'FOO' (first on line 1)",
        "app.env:6: invalid key 'my key'",
        "app.env:8: duplicate key 'FOO' (first on line 1)",
    ]
    assert "ok" not in r.stdout


def test_key_with_dash_and_spaces(tmp_path):
    name = write(tmp_path, "A=1\n\n  my-key = 2\nB=2\n")
    r = run([name], tmp_path)
    assert r.returncode == 1
    assert r.stderr.strip() == "app.env:3: invalid key 'my-key'"


def test_path_as_given(tmp_path):
    (tmp_path / "conf").mkdir()
    write(tmp_path, "X\n", name="conf/prod.env")
    r = run(["conf/prod.env"], tmp_path)
    assert r.returncode == 1
    assert r.stderr.strip() == "conf/prod.env:1: missing '='"


def test_unreadable_file(tmp_path):
    r = run(["missing.env"], tmp_path)
    assert r.returncode == 2
    assert r.stderr.strip() == "envcheck: cannot read missing.env"
    assert r.stdout.strip() == ""


@pytest.mark.parametrize("args", [[], ["a.env", "b.env"]])
def test_usage(tmp_path, args):
    write(tmp_path, "A=1\n", name="a.env")
    write(tmp_path, "B=1\n", name="b.env")
    r = run(args, tmp_path)
    assert r.returncode == 2
    assert "usage: envcheck.py PATH" in r.stderr
