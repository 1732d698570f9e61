import subprocess
import sys


def run(text, *args):
    proc = subprocess.run([sys.executable, "numlines.py", *args], input=text,
                          capture_output=True, text=True, timeout=30)
    assert proc.returncode == 0, proc.stderr
    return [line.rstrip() for line in proc.stdout.splitlines()]


def test_simple():
    assert run("hello\nworld\n") == ["   1: hello", "   2: world"]


def test_blank_lines_numbered_by_default():
    assert run("a\n\n   \nb\n") == ["   1: a", "   2:", "   3:", "   4: b"]


def test_leading_whitespace_of_lines_kept():
    assert run("def f():\n    return 1\n") == ["   1: def f():", "   2:     return 1"]


def test_last_line_without_newline():
    assert run("one\ntwo") == ["   1: one", "   2: two"]


def test_skip_blank():
    text = "first\n\nsecond\n   \n\nthird\n"
    assert run(text, "--skip-blank") == [
        "   1: first", "", "   2: second", "", "", "   3: third"]


def test_wide_numbers():
    lines = [f"line {i}" for i in range(1, 1201)]
    out = run("\n".join(lines) + "\n")
    assert len(out) == 1200
    assert out[8] == "   9: line 9"
    assert out[9] == "  10: line 10"
    assert out[99] == " 100: line 100"
    assert out[999] == "1000: line 1000"
    assert out[1199] == "1200: line 1200"


def test_empty_input():
    assert run("") == []
    assert run("", "--skip-blank") == []
