import os
import subprocess
import sys

SCRIPT = os.path.join(os.getcwd(), "timesheet.py")

WEEK = """# week 10
2024-03-05 22:00-23:30
2024-03-04 09:00-12:30

2024-03-04 13:15-17:45
"""


def run(args, stdin="", cwd=None):
    return subprocess.run([sys.executable, SCRIPT, *args], input=stdin, capture_output=True,
                          text=True, timeout=20, cwd=cwd)


def lines_ok(p):
    assert p.returncode == 0, p.stderr
    return p.stdout.splitlines()


def test_example(tmp_path):
    (tmp_path / "week.txt").write_text(WEEK)
    assert lines_ok(run(["week.txt"], cwd=tmp_path)) == ["2024-03-04 8:00", "2024-03-05 1:30", "total 9:30"]


def test_example_decimal(tmp_path):
    (tmp_path / "week.txt").write_text(WEEK)
    assert lines_ok(run(["--decimal", "week.txt"], cwd=tmp_path)) == [
        "2024-03-04 8.00", "2024-03-05 1.50", "total 9.50"]


def test_stdin_and_dash():
    assert lines_ok(run([], WEEK))[-1] == "total 9:30"
    assert lines_ok(run(["-"], WEEK))[-1] == "total 9:30"


def test_empty_log():
    assert lines_ok(run([], "")) == ["total 0:00"]
    assert lines_ok(run([], "# nothing yet\n\n")) == ["total 0:00"]


def test_minutes_padded_and_sorting():
    log = "2024-01-10 08:00-09:05\n2023-12-31 10:00-10:07\n2024-01-02 07:55-20:00\n"
    assert lines_ok(run([], log)) == [
        "2023-12-31 0:07", "2024-01-02 12:05", "2024-01-10 1:05", "total 13:17"]


def test_decimal_rounding():
    log = "2024-05-01 09:00-09:20\n2024-05-02 09:00-09:10\n"
    assert lines_ok(run(["--decimal"], log)) == ["2024-05-01 0.33", "2024-05-02 0.17", "total 0.50"]


def test_whitespace_and_big_total():
    log = "  2024-05-01 00:00-23:59  \n\t2024-05-02 00:00-23:59\n"
    assert lines_ok(run([], log)) == ["2024-05-01 23:59", "2024-05-02 23:59", "total 47:58"]


def check_error(log, line_no):
    p = run([], log)
    assert p.returncode == 2, (log, p.stdout, p.stderr)
    assert p.stdout == ""
    assert f"line {line_no}: " in p.stderr, p.stderr


def test_error_line_numbers_count_blank_and_comments():
    check_error("# header\n\n2024-03-04 09:00-10:00\n\nnot an entry\n", 5)
    check_error("2024-03-04 09:00-10:00\n# c\n2024-03-04 9-10\n", 3)


def test_error_end_not_after_start():
    check_error("2024-03-04 10:00-10:00\n", 1)
    check_error("2024-03-04 09:00-10:00\n2024-03-04 18:00-02:00\n", 2)


def test_error_bad_values():
    check_error("2024-02-30 09:00-10:00\n", 1)
    check_error("2023-02-29 09:00-10:00\n", 1)
    check_error("2024-03-04 09:60-10:00\n", 1)
    check_error("2024-03-04 09:00-24:00\n", 1)
    check_error("# ok\n2024-13-01 09:00-10:00\n", 2)


def test_leap_day_ok():
    assert lines_ok(run([], "2024-02-29 09:00-10:30\n")) == ["2024-02-29 1:30", "total 1:30"]


def test_error_after_good_lines_prints_nothing():
    check_error("2024-03-04 09:00-10:00\n2024-03-05 09:00-10:00\n2024-03-06 junk\n", 3)


def test_missing_file(tmp_path):
    p = run(["nope.txt"], cwd=tmp_path)
    assert p.returncode == 1
    assert p.stdout == ""
    assert p.stderr.strip()
