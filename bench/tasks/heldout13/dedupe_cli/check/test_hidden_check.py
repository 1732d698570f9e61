import os
import subprocess
import sys

SCRIPT = os.path.join(os.getcwd(), "dedupe.py")


def run(args, stdin="", cwd=None):
    return subprocess.run([sys.executable, SCRIPT, *args], input=stdin, capture_output=True,
                          text=True, timeout=60, cwd=cwd or os.getcwd())


def out(args, stdin="", cwd=None):
    r = run(args, stdin, cwd)
    assert r.returncode == 0, r.stderr
    return r.stdout.splitlines()


def test_stdin_first_appearance_order():
    assert out([], "b\na\nb\nc\na\n") == ["b", "a", "c"]


def test_last_line_without_newline():
    assert out([], "x\ny\nx") == ["x", "y"]


def test_trailing_whitespace_ignored_and_removed():
    assert out([], "x  \nx\ny\t\ny\n") == ["x", "y"]


def test_leading_whitespace_still_counts():
    assert out([], "  a\na\n  a\n") == ["  a", "a"]


def test_case_sensitive_by_default():
    assert out([], "Apple\napple\n") == ["Apple", "apple"]


def test_ignore_case_keeps_first_spelling():
    assert out(["-i"], "Apple\napple\nAPPLE\nbanana\nBanana\n") == ["Apple", "banana"]


def test_counts():
    assert out(["-c"], "a\nb\na\na\n") == ["3 a", "1 b"]


def test_counts_with_ignore_case():
    assert out(["-c", "-i"], "Cat\ncat\ndog\nCAT \n") == ["3 Cat", "1 dog"]


def test_files_across_and_stdin_ignored(tmp_path):
    (tmp_path / "one.txt").write_text("a\nb\n")
    (tmp_path / "two.txt").write_text("b\nc\na\n")
    assert out(["one.txt", "two.txt"], "zzz\n", cwd=tmp_path) == ["a", "b", "c"]


def test_missing_file_skipped(tmp_path):
    (tmp_path / "one.txt").write_text("a\nb\n")
    (tmp_path / "two.txt").write_text("c\nb\n")
    r = run(["one.txt", "missing.txt", "two.txt"], cwd=tmp_path)
    assert r.returncode == 1
    assert r.stdout.splitlines() == ["a", "b", "c"]
    assert r.stderr.strip() == "dedupe.py: missing.txt: cannot open"


def test_clean_run_no_stderr(tmp_path):
    (tmp_path / "one.txt").write_text("q\nq\n")
    r = run(["one.txt"], cwd=tmp_path)
    assert r.returncode == 0
    assert r.stderr == ""
    assert r.stdout.splitlines() == ["q"]
