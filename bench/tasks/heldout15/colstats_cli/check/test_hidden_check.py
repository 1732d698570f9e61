import subprocess
import sys
from pathlib import Path

WS = Path(__file__).resolve().parent.parent


def run(args, stdin):
    return subprocess.run([sys.executable, "colstats.py", *args], input=stdin,
                          capture_output=True, text=True, cwd=WS, timeout=30)


def test_example_from_prompt():
    r = run(["price"], "name,price\nA,1.5\nB,2\nC,\nD,3.5\nE,10\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["count: 4", "min: 1.5", "max: 10", "mean: 4.25"]


def test_number_formatting():
    r = run(["v"], "v\n3.14159\n10\n20\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["count: 3", "min: 3.14", "max: 20", "mean: 11.05"]


def test_negative_numbers():
    r = run(["x"], "id,x\n1,-2.5\n2,1\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["count: 2", "min: -2.5", "max: 1", "mean: -0.75"]


def test_blank_and_short_rows_skipped():
    r = run(["b"], "a,b,c\n1,  ,3\n4\n5,6,7\n8,2,9\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["count: 2", "min: 2", "max: 6", "mean: 4"]


def test_spaces_around_numbers_ok():
    r = run(["b"], "a,b\n1, 7 \n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["count: 1", "min: 7", "max: 7", "mean: 7"]


def test_not_a_number_error_line_number():
    r = run(["b"], "a,b\n1,2\n3, x1 \n4,5\n")
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr.strip() == "error: line 3: not a number: 'x1'"


def test_not_a_number_after_blank_cells():
    r = run(["b"], "a,b\n1,\n2,\n3,\n4,oops\n")
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr.strip() == "error: line 5: not a number: 'oops'"


def test_unknown_column():
    r = run(["nope"], "a,b\n1,2\n")
    assert r.returncode == 1
    assert r.stdout == ""
    assert r.stderr.strip() == "error: no such column: nope"


def test_empty_input_is_unknown_column():
    r = run(["a"], "")
    assert r.returncode == 1
    assert r.stderr.strip() == "error: no such column: a"


def test_no_values():
    r = run(["b"], "a,b\n1,\n2,  \n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["count: 0"]


def test_header_only():
    r = run(["b"], "a,b\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["count: 0"]


def test_sep_before_column():
    r = run(["--sep", ";", "qty"], "item;qty\nx;3\ny;4\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["count: 2", "min: 3", "max: 4", "mean: 3.5"]


def test_sep_after_column():
    r = run(["qty", "--sep", "\t"], "item\tqty\nx\t1\ny\t2\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["count: 2", "min: 1", "max: 2", "mean: 1.5"]
