import subprocess
import sys
from pathlib import Path


def run(*args):
    return subprocess.run([sys.executable, "wordcount.py", *args], capture_output=True,
                          text=True, timeout=30)


def test_counts(tmp_path):
    f = tmp_path / "in.txt"
    f.write_text("hello world\nthis is   a test\n")
    out = run(str(f))
    assert out.returncode == 0
    assert out.stdout.strip() == "2 6 29"


def test_no_trailing_newline(tmp_path):
    f = tmp_path / "x.txt"
    f.write_text("one two")
    assert run(str(f)).stdout.strip() == "0 2 7"


def test_missing_file(tmp_path):
    missing = str(tmp_path / "nope.txt")
    out = run(missing)
    assert out.returncode == 1
    assert f"error: {missing} not found" in out.stderr
    assert out.stdout.strip() == ""
