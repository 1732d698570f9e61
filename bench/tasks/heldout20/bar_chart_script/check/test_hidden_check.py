import os
import subprocess
import sys

import pytest

sys.path.insert(0, os.getcwd())

SCRIPT = os.path.join(os.getcwd(), "bars.py")


@pytest.fixture
def chart(tmp_path):
    def _run(content, *args, name="data.txt"):
        path = tmp_path / name
        path.write_text(content)
        return subprocess.run([sys.executable, SCRIPT, str(path), *args],
                              capture_output=True, text=True, timeout=30)
    return _run


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_prompt_example(chart):
    p = chart("apples 10\npears 5\nkiwis 0\n")
    assert p.returncode == 0, p.stderr
    assert p.stdout == (
        "apples | " + "#" * 40 + " 10\n"
        "pears  | " + "#" * 20 + " 5\n"
        "kiwis  | 0\n"
    )


def test_width_option(chart):
    p = chart("a 4\nbb 2\n", "--width", "20")
    assert p.returncode == 0, p.stderr
    assert p.stdout == "a  | " + "#" * 20 + " 4\nbb | " + "#" * 10 + " 2\n"


def test_file_order_kept(chart):
    p = chart("z 1\na 3\nm 2\n", "--width", "3")
    assert p.stdout == "z | # 1\na | ### 3\nm | ## 2\n"


def test_halves_round_up(chart):
    # 1 * 10 / 4 = 2.5 -> 3 ; 3 * 10 / 4 = 7.5 -> 8 ; 5 * 10 / 4 = 12.5 -> 13
    p = chart("big 4\none 1\nthree 3\n", "--width", "10")
    assert p.returncode == 0, p.stderr
    assert p.stdout == (
        "big   | ########## 4\n"
        "one   | ### 1\n"
        "three | ######## 3\n"
    )


def test_rounds_down_below_half(chart):
    # 1 * 10 / 3 = 3.33 -> 3 ; 2 * 10 / 3 = 6.67 -> 7
    p = chart("a 3\nb 1\nc 2\n", "--width", "10")
    assert p.stdout == "a | ########## 3\nb | ### 1\nc | ####### 2\n"


def test_tiny_nonzero_gets_one_hash(chart):
    p = chart("huge 1000\ntiny 1\n")
    assert p.returncode == 0, p.stderr
    assert p.stdout == "huge | " + "#" * 40 + " 1000\ntiny | # 1\n"


def test_all_zero(chart):
    p = chart("a 0\nbbb 0\n")
    assert p.returncode == 0, p.stderr
    assert p.stdout == "a   | 0\nbbb | 0\n"


def test_skips_blank_and_comment_lines(chart):
    p = chart("# header\n\napples 2\n   \n# more\npears 1\n", "--width", "4")
    assert p.returncode == 0, p.stderr
    assert p.stdout == "apples | #### 2\npears  | ## 1\n"


def test_whitespace_separators(chart):
    p = chart("apples\t\t6\n  pears   3  \n", "--width", "6")
    assert p.returncode == 0, p.stderr
    assert p.stdout == "apples | ###### 6\npears  | ### 3\n"


@pytest.mark.parametrize("bad", ["apples", "apples ten", "green apples 3",
                                 "apples -3", "apples 2.5"])
def test_malformed_line(chart, bad):
    p = chart(f"pears 1\n{bad}\nkiwis 2\n")
    assert p.returncode == 1
    assert p.stderr.strip() == "error: line 2: bad entry"


def test_malformed_line_number_counts_blank_and_comment_lines(chart):
    p = chart("# fruit\n\npears 1\n\noops\n")
    assert p.returncode == 1
    assert p.stderr.strip() == "error: line 5: bad entry"


def test_missing_file(tmp_path):
    missing = str(tmp_path / "nope.txt")
    p = subprocess.run([sys.executable, SCRIPT, missing], capture_output=True,
                       text=True, timeout=30)
    assert p.returncode == 1
    assert p.stderr.strip() == f"error: cannot read {missing}"
