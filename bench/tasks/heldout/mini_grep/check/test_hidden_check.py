import subprocess
import sys


def grep(*args):
    return subprocess.run([sys.executable, "mini_grep.py", *args], capture_output=True,
                          text=True, timeout=30)


def test_matches(tmp_path):
    f = tmp_path / "t.txt"
    f.write_text("alpha\nBeta beta\ngamma\nbeta.max\n")
    out = grep("beta", str(f))
    assert out.returncode == 0
    assert out.stdout.splitlines() == ["2:Beta beta", "4:beta.max"]


def test_plain_substring_not_regex(tmp_path):
    f = tmp_path / "t.txt"
    f.write_text("a.c\nabc\n")
    out = grep("a.c", str(f))
    assert out.stdout.splitlines() == ["1:a.c"]


def test_no_match(tmp_path):
    f = tmp_path / "t.txt"
    f.write_text("one\ntwo\n")
    out = grep("three", str(f))
    assert out.returncode == 1 and out.stdout == ""
