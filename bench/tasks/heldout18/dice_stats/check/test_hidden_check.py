import os
import subprocess
import sys

import pytest

SCRIPT = "dice_stats.py"


def run(args=(), stdin=None):
    return subprocess.run(
        [sys.executable, SCRIPT, *args],
        cwd=os.getcwd(), input=stdin, capture_output=True, text=True, timeout=60,
    )


def run_file(tmp_path, content):
    path = tmp_path / "input.txt"
    path.write_text(content)
    return run([str(path)])


def test_script_exists():
    assert os.path.isfile(os.path.join(os.getcwd(), SCRIPT))


def test_example_from_prompt(tmp_path):
    r = run_file(tmp_path, "2d6+3\nd20\n4d8-2\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "2d6+3: min 5, max 15, avg 10.0",
        "d20: min 1, max 20, avg 10.5",
        "4d8-2: min 2, max 30, avg 16.0",
    ]


def test_reads_stdin_without_argument():
    r = run(stdin="3d6\n1d8+1\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "3d6: min 3, max 18, avg 10.5",
        "1d8+1: min 2, max 9, avg 5.5",
    ]


def test_upper_case_d(tmp_path):
    r = run_file(tmp_path, "3D6\nD4-1\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "3D6: min 3, max 18, avg 10.5",
        "D4-1: min 0, max 3, avg 1.5",
    ]


def test_blank_lines_and_surrounding_whitespace(tmp_path):
    r = run_file(tmp_path, "  d4  \n\n   \n\t1d1\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "d4: min 1, max 4, avg 2.5",
        "1d1: min 1, max 1, avg 1.0",
    ]


def test_negative_results_and_big_numbers(tmp_path):
    r = run_file(tmp_path, "1d4-5\n10d10+10\n2d100\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "1d4-5: min -4, max -1, avg -2.5",
        "10d10+10: min 20, max 110, avg 65.0",
        "2d100: min 2, max 200, avg 101.0",
    ]


def test_empty_input_prints_nothing(tmp_path):
    r = run_file(tmp_path, "")
    assert r.returncode == 0
    assert r.stdout.strip() == ""


def test_bad_line_reports_line_number_counting_blanks(tmp_path):
    r = run_file(tmp_path, "2d6\n\nfoo\n3d6\n")
    assert r.returncode == 2
    assert r.stdout.strip() == ""
    assert "error: line 3: bad notation 'foo'" in r.stderr


def test_bad_line_after_good_lines_prints_no_results(tmp_path):
    r = run_file(tmp_path, "2d6\n3d8\n4x6\n")
    assert r.returncode == 2
    assert r.stdout.strip() == ""
    assert "error: line 3: bad notation '4x6'" in r.stderr


def test_only_first_bad_line_reported(tmp_path):
    r = run_file(tmp_path, "  x  \ny\n")
    assert r.returncode == 2
    assert "error: line 1: bad notation 'x'" in r.stderr
    assert "line 2" not in r.stderr


def test_bad_line_from_stdin():
    r = run(stdin="d6\n2d6+\n")
    assert r.returncode == 2
    assert r.stdout.strip() == ""
    assert "error: line 2: bad notation '2d6+'" in r.stderr


@pytest.mark.parametrize("text", ["0d6", "2d0", "2d6+", "2 d6", "2d6 + 1", "d", "2d", "abc", "2d6+1x", "-2d6"])
def test_invalid_notation(tmp_path, text):
    r = run_file(tmp_path, text + "\n")
    assert r.returncode == 2, (text, r.stdout)
    assert r.stdout.strip() == ""
    assert f"error: line 1: bad notation '{text}'" in r.stderr


def test_missing_file(tmp_path):
    r = run([str(tmp_path / "nope.txt")])
    assert r.returncode == 1
    assert r.stderr.strip().startswith("error:")
