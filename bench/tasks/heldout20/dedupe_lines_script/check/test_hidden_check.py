import os
import subprocess
import sys

sys.path.insert(0, os.getcwd())

SCRIPT = os.path.join(os.getcwd(), "dedupe.py")


def run(stdin, *args):
    return subprocess.run([sys.executable, SCRIPT, *args], input=stdin,
                          capture_output=True, text=True, timeout=30)


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_example_plain():
    p = run("b\na\nb\nA\n")
    assert p.returncode == 0
    assert p.stdout == "b\na\nA\n"


def test_example_ignore_case_and_count():
    p = run("b\na\nb\nA\n", "-i", "-c")
    assert p.returncode == 0
    assert p.stdout == "   2 b\n   2 a\n"


def test_flags_in_other_order():
    p = run("b\na\nb\nA\n", "-c", "-i")
    assert p.returncode == 0
    assert p.stdout == "   2 b\n   2 a\n"


def test_keeps_first_occurrence_order():
    p = run("pear\napple\nfig\napple\npear\nkiwi\n")
    assert p.stdout == "pear\napple\nfig\nkiwi\n"


def test_count_only():
    p = run("x\ny\nx\nx\nY\n", "-c")
    assert p.returncode == 0
    assert p.stdout == "   3 x\n   1 y\n   1 Y\n"


def test_ignore_case_prints_first_spelling():
    p = run("Apple\nAPPLE\napple\nBanana\n", "-i")
    assert p.returncode == 0
    assert p.stdout == "Apple\nBanana\n"


def test_count_right_aligned_width_four():
    p = run("z\n" * 12 + "q\n", "-c")
    assert p.stdout == "  12 z\n   1 q\n"


def test_trailing_whitespace_is_significant():
    p = run("a \na\na \n")
    assert p.stdout == "a \na\n"


def test_leading_whitespace_is_significant():
    p = run("  a\na\n", "-c")
    assert p.stdout == "   1   a\n   1 a\n"


def test_blank_lines_are_lines():
    p = run("a\n\nb\n\n\na\n", "-c")
    assert p.stdout == "   2 a\n   3 \n   1 b\n"


def test_last_line_without_newline():
    p = run("x\ny\nx")
    assert p.stdout == "x\ny\n"


def test_empty_input():
    p = run("")
    assert p.returncode == 0
    assert p.stdout == ""


def test_unknown_option():
    p = run("a\n", "-z")
    assert p.returncode == 2
    assert p.stderr.strip() != ""
    assert p.stdout == ""
