import subprocess
import sys

import pytest


def run_file(tmp_path, text):
    path = tmp_path / "times.txt"
    path.write_text(text)
    return subprocess.run([sys.executable, "sumtime.py", str(path)],
                          capture_output=True, text=True, timeout=60)


def run_stdin(text):
    return subprocess.run([sys.executable, "sumtime.py"], input=text,
                          capture_output=True, text=True, timeout=60)


def test_example_file(tmp_path):
    r = run_file(tmp_path, "1h30m\n45m\n2h\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "4:15\n"


def test_example_stdin():
    r = run_stdin("1h30m\n45m\n2h\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "4:15\n"


def test_minutes_over_sixty_and_padding(tmp_path):
    r = run_file(tmp_path, "90m\n5m\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "1:35\n"
    r = run_stdin("1h5m\n")
    assert r.stdout == "1:05\n"


def test_hours_past_24():
    r = run_stdin("20h\n5h30m\n0h45m\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "26:15\n"


def test_whitespace_and_blank_lines(tmp_path):
    r = run_file(tmp_path, "  1h  \n\n   \n\t30m\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "1:30\n"


def test_nothing_gives_zero(tmp_path):
    assert run_file(tmp_path, "").stdout == "0:00\n"
    r = run_stdin("\n\n")
    assert r.returncode == 0
    assert r.stdout == "0:00\n"


def test_zero_durations():
    assert run_stdin("0m\n0h\n").stdout == "0:00\n"


def test_error_example(tmp_path):
    r = run_file(tmp_path, "1h\n20m\n1x\n5m\n")
    assert r.returncode == 1
    assert r.stderr.strip() == "sumtime: line 3: invalid duration '1x'"
    assert r.stdout == ""


def test_error_line_counts_blank_lines():
    r = run_stdin("1h\n\n\n  30m1h  \n")
    assert r.returncode == 1
    assert r.stderr.strip() == "sumtime: line 4: invalid duration '30m1h'"
    assert r.stdout == ""


@pytest.mark.parametrize("bad", ["1h 30m", "h", "m", "1.5h", "hm", "-5m", "30"])
def test_invalid_forms(bad):
    r = run_stdin(f"10m\n{bad}\n")
    assert r.returncode == 1
    assert r.stderr.strip() == f"sumtime: line 2: invalid duration '{bad}'"
    assert r.stdout == ""
