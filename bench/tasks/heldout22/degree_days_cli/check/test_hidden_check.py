import os
import subprocess
import sys

import pytest

SCRIPT = os.path.join(os.getcwd(), "hdd.py")

EXAMPLE = "date,min,max\n2024-01-30,-2.5,4.0\n2024-01-31,1,7.5\n2024-02-01,6,14\n"


def run(tmp_path, content, *extra, name="temps.csv"):
    if content is not None:
        (tmp_path / name).write_text(content)
    return subprocess.run([sys.executable, SCRIPT, name, *extra], capture_output=True,
                          text=True, timeout=30, cwd=tmp_path)


def out(proc):
    return proc.stdout.strip().splitlines()


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_prompt_example(tmp_path):
    p = run(tmp_path, EXAMPLE)
    assert p.returncode == 0, p.stderr
    assert out(p) == ["2024-01 26.0", "2024-02 5.5", "total 31.5"]


def test_warm_days_count_zero(tmp_path):
    data = "date,min,max\n2024-07-01,18,30\n2024-07-02,10,16\n2024-07-03,15,16\n"
    p = run(tmp_path, data)
    assert p.returncode == 0, p.stderr
    # 0 + 2.5 + 0
    assert out(p) == ["2024-07 2.5", "total 2.5"]


def test_base_option_after_and_before(tmp_path):
    p = run(tmp_path, EXAMPLE, "--base", "18")
    assert p.returncode == 0, p.stderr
    # 17.25 + 13.75 = 31.0 ; 18 - 10 = 8.0
    assert out(p) == ["2024-01 31.0", "2024-02 8.0", "total 39.0"]
    (tmp_path / "t.csv").write_text(EXAMPLE)
    p = subprocess.run([sys.executable, SCRIPT, "--base", "12", "t.csv"], capture_output=True,
                       text=True, timeout=30, cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    # 11.25 + 7.75 = 19.0 ; 12 - 10 = 2.0
    assert out(p) == ["2024-01 19.0", "2024-02 2.0", "total 21.0"]


def test_base_decimal_and_negative(tmp_path):
    data = "date,min,max\n2023-12-05,-10,-4\n"
    p = run(tmp_path, data, "--base", "-2.3")
    assert p.returncode == 0, p.stderr
    assert out(p) == ["2023-12 4.7", "total 4.7"]


def test_months_sorted_chronologically(tmp_path):
    data = ("date,min,max\n2024-03-02,0,10\n2023-11-20,0,2\n2024-01-01,-5,5\n"
            "2023-12-31,0,0\n2024-03-01,4,6\n2023-11-02,10,11\n")
    p = run(tmp_path, data)
    assert p.returncode == 0, p.stderr
    assert out(p) == ["2023-11 19.5", "2023-12 15.5", "2024-01 15.5", "2024-03 21.0",
                      "total 71.5"]


def test_same_month_other_year_separate(tmp_path):
    data = "date,min,max\n2023-02-10,0,1\n2024-02-10,0,3\n"
    p = run(tmp_path, data)
    assert out(p) == ["2023-02 15.0", "2024-02 14.0", "total 29.0"]


def test_total_from_unrounded_days(tmp_path):
    data = "date,min,max\n2024-01-10,5.42,5.5\n2024-02-10,5.42,5.5\n2024-03-10,5.42,5.5\n"
    p = run(tmp_path, data)
    assert p.returncode == 0, p.stderr
    assert out(p) == ["2024-01 10.0", "2024-02 10.0", "2024-03 10.0", "total 30.1"]


def test_rounding_one_decimal(tmp_path):
    data = "date,min,max\n2024-01-10,1.1,2.2\n2024-01-11,3.33,4\n"
    p = run(tmp_path, data)
    # 13.85 + 11.835 = 25.685
    assert out(p) == ["2024-01 25.7", "total 25.7"]


def test_blank_lines_skipped(tmp_path):
    data = "date,min,max\n\n2024-01-30,-2.5,4.0\n\n\n2024-01-31,1,7.5\n2024-02-01,6,14\n\n"
    p = run(tmp_path, data)
    assert p.returncode == 0, p.stderr
    assert out(p) == ["2024-01 26.0", "2024-02 5.5", "total 31.5"]


def test_header_only(tmp_path):
    p = run(tmp_path, "date,min,max\n")
    assert p.returncode == 0, p.stderr
    assert out(p) == ["total 0.0"]


def test_min_equal_max_ok_and_leap_day(tmp_path):
    p = run(tmp_path, "date,min,max\n2024-02-29,5.5,5.5\n")
    assert p.returncode == 0, p.stderr
    assert out(p) == ["2024-02 10.0", "total 10.0"]


def expect_error(proc, message):
    assert proc.returncode == 1
    assert proc.stderr.strip() == message
    assert proc.stdout == ""


def test_missing_file(tmp_path):
    p = run(tmp_path, None, name="nope.csv")
    expect_error(p, "error: cannot read nope.csv")


@pytest.mark.parametrize("header", ["day,min,max", "date,max,min", "2024-01-01,1,2", "",
                                    "date,min"])
def test_bad_header(tmp_path, header):
    p = run(tmp_path, header + "\n2024-01-01,1,2\n")
    expect_error(p, "error: line 1: bad header")


@pytest.mark.parametrize("record", ["2024-01-02,1", "2024-01-02,1,2,3", "2024-02-30,1,2",
                                    "2024-13-01,1,2", "2023-02-29,1,2", "yesterday,1,2",
                                    "2024-1-5,1,2", "2024-01-02,warm,2", "2024-01-02,1,",
                                    "2024-01-02,5,4.9", "01/02/2024,1,2"])
def test_bad_record(tmp_path, record):
    data = "date,min,max\n2024-01-01,1,2\n\n" + record + "\n2024-01-03,1,2\n"
    p = run(tmp_path, data)
    expect_error(p, "error: line 4: bad record")


def test_first_bad_line_reported(tmp_path):
    data = "date,min,max\n2024-01-01,1,2\n2024-01-02,x,2\n2024-01-03,1\n"
    p = run(tmp_path, data)
    expect_error(p, "error: line 3: bad record")


def test_duplicate_date(tmp_path):
    data = "date,min,max\n2024-01-01,1,2\n2024-01-02,1,2\n\n2024-01-01,3,4\n"
    p = run(tmp_path, data)
    expect_error(p, "error: line 5: duplicate date 2024-01-01")


@pytest.mark.parametrize("args", [[], ["a.csv", "b.csv"], ["t.csv", "--base"],
                                  ["t.csv", "--base", "warm"], ["t.csv", "--colour"]])
def test_usage_errors(tmp_path, args):
    (tmp_path / "t.csv").write_text(EXAMPLE)
    (tmp_path / "a.csv").write_text(EXAMPLE)
    (tmp_path / "b.csv").write_text(EXAMPLE)
    p = subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True,
                       timeout=30, cwd=tmp_path)
    assert p.returncode == 2
    assert p.stderr.startswith("usage:")
    assert p.stdout == ""
