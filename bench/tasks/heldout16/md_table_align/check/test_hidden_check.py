import os
import subprocess
import sys

ROOT = os.getcwd()


def run(text):
    return subprocess.run(
        [sys.executable, os.path.join(ROOT, "mdtable.py")],
        input=text, capture_output=True, text=True, cwd=ROOT, timeout=30,
    )


def ok(text):
    r = run(text)
    assert r.returncode == 0, r.stderr
    return r.stdout.rstrip("\n").split("\n")


def err(text, message):
    r = run(text)
    assert r.returncode == 1
    assert r.stdout == ""
    assert message in r.stderr, r.stderr


def test_example_from_prompt():
    text = "| Name | Qty | Note |\n|:--|--:|:-:|\n| apple | 3 | ok |\n| kiwi | 12 | x |\n"
    assert ok(text) == [
        "| Name  | Qty | Note |",
        "|:------|----:|:----:|",
        "| apple |   3 |  ok  |",
        "| kiwi  |  12 |  x   |",
    ]


def test_minimum_width_and_plain_separator():
    text = "|a|b|\n|-|-|\n|x|y|\n"
    assert ok(text) == [
        "| a   | b   |",
        "|-----|-----|",
        "| x   | y   |",
    ]


def test_center_odd_padding_goes_right_and_header_aligned():
    text = "| Title | n |\n| :---: | ---: |\n| ab | 7 |\n| abcd | 1234 |\n| a | |\n"
    # widths: Title=5, col2 = max(3, 4) = 4
    assert ok(text) == [
        "| Title |    n |",
        "|:-----:|-----:|",
        "|  ab   |    7 |",
        "| abcd  | 1234 |",
        "|   a   |      |",
    ]


def test_header_only_and_trailing_blank_lines():
    text = "|  Key  |Value|\n|:---|:---:|\n\n\n"
    assert ok(text) == [
        "| Key | Value |",
        "|:----|:-----:|",
    ]


def test_surrounding_whitespace_on_lines():
    text = "  | one | two |  \n  |---|--:|\n | 1 | 2 |\n"
    assert ok(text) == [
        "| one | two |",
        "|-----|----:|",
        "| 1   |   2 |",
    ]


def test_too_few_lines():
    err("| a | b |\n", "error: need a header and a separator row")
    err("", "error: need a header and a separator row")
    err("| a | b |\n\n", "error: need a header and a separator row")


def test_not_a_row():
    err("| a | b |\n|---|---|\n| 1 | 2\n", "error: line 3 is not a table row")
    err("a | b\n|---|---|\n", "error: line 1 is not a table row")


def test_cell_count_mismatch():
    err("| a | b |\n|---|---|\n| 1 | 2 |\n| 1 | 2 | 3 |\n", "error: line 4 has 3 cells, expected 2")
    err("| a | b | c |\n|---|---|\n| 1 | 2 | 3 |\n", "error: line 2 has 2 cells, expected 3")


def test_bad_separator():
    err("| a | b |\n| --- | abc |\n", "error: bad separator row")
    err("| a | b |\n| --- | :: |\n", "error: bad separator row")
    err("| a | b |\n| --- | -:- |\n", "error: bad separator row")
