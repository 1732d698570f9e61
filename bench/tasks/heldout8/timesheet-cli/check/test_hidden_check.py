import os
import subprocess
import sys

import pytest


def run(tmp_path, content=None, path=None):
    if path is None:
        path = tmp_path / "sheet.txt"
        path.write_text(content, encoding="utf-8")
    script = os.path.join(os.getcwd(), "hours.py")
    return subprocess.run(
        [sys.executable, script, str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=os.getcwd(),
    )


def assert_error(proc):
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout == ""
    assert proc.stderr.lstrip().startswith("error:"), proc.stderr


def test_example(tmp_path):
    proc = run(tmp_path, "2024-03-05 13:00-14:15\n2024-03-04 09:00-12:30\n2024-03-04 13:00-17:00\n")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["2024-03-04 7.50", "2024-03-05 1.25"]


def test_blank_lines_and_no_trailing_newline(tmp_path):
    proc = run(tmp_path, "\n2024-01-02 08:00-08:20\n\n   \n2024-01-01 10:00-12:00")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["2024-01-01 2.00", "2024-01-02 0.33"]


def test_dates_sorted_across_months_and_years(tmp_path):
    content = (
        "2024-10-01 09:00-10:00\n"
        "2023-12-31 09:00-09:10\n"
        "2024-02-01 00:00-23:59\n"
        "2024-10-01 11:00-11:45\n"
    )
    proc = run(tmp_path, content)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["2023-12-31 0.17", "2024-02-01 23.98", "2024-10-01 1.75"]


def test_missing_file(tmp_path):
    assert_error(run(tmp_path, path=tmp_path / "nope.txt"))


@pytest.mark.parametrize(
    "bad_line",
    ["2024-03-04 09:00", "hello world", "2024-03-04 0900-1230", "2024-03-04 09:00 12:30"],
)
def test_malformed_line_after_good_ones(tmp_path, bad_line):
    assert_error(run(tmp_path, "2024-03-04 09:00-12:30\n2024-03-05 09:00-10:00\n" + bad_line + "\n"))


@pytest.mark.parametrize("span", ["10:00-10:00", "12:00-09:30"])
def test_end_not_after_start(tmp_path, span):
    assert_error(run(tmp_path, "2024-03-04 08:00-09:00\n2024-03-04 " + span + "\n"))
