import os
import subprocess
import sys

import pytest

SCRIPT = os.path.abspath("shifts.py")


def run(tmp_path, content, name="sheet.txt"):
    path = tmp_path / name
    path.write_text(content)
    return subprocess.run([sys.executable, SCRIPT, str(path)], capture_output=True,
                          text=True, timeout=30)


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_prompt_example(tmp_path):
    r = run(tmp_path, "2024-03-05 22:00 06:15\n2024-03-04 09:00 12:30\n2024-03-04 13:00 17:45\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["2024-03-04 8:15", "2024-03-05 8:15", "TOTAL 16:30"]


def test_minutes_two_digits_and_comments(tmp_path):
    content = "# my week\n\n2024-01-02 08:00 08:05\n   \n# lunch\n2024-01-01 10:00 11:00\n"
    r = run(tmp_path, content)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["2024-01-01 1:00", "2024-01-02 0:05", "TOTAL 1:05"]


def test_midnight_counts_to_start_date(tmp_path):
    r = run(tmp_path, "2024-12-31 23:30 00:10\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["2024-12-31 0:40", "TOTAL 0:40"]


def test_many_hours_not_padded(tmp_path):
    lines = "".join(f"2024-02-{d:02d} 00:00 23:59\n" for d in range(1, 6))
    r = run(tmp_path, lines)
    assert r.returncode == 0, r.stderr
    out = r.stdout.splitlines()
    assert out[0] == "2024-02-01 23:59"
    assert out[-1] == "TOTAL 119:55"
    assert len(out) == 6


def test_empty_file(tmp_path):
    r = run(tmp_path, "# nothing yet\n\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["TOTAL 0:00"]


@pytest.mark.parametrize("bad", [
    "2024-03-04 24:00 10:00",
    "2024-03-04 09:00 12:60",
    "2024-02-30 09:00 10:00",
    "2024-03-04 09:00",
    "2024-03-04 09:00 10:00 extra",
    "yesterday 09:00 10:00",
])
def test_bad_line_reports_line_number(tmp_path, bad):
    content = "# header\n\n2024-03-01 09:00 10:00\n" + bad + "\n2024-03-02 09:00 10:00\n"
    r = run(tmp_path, content)
    assert r.returncode == 2
    assert r.stdout == ""
    assert f"error: line 4: {bad}" in r.stderr


def test_missing_file(tmp_path):
    r = subprocess.run([sys.executable, SCRIPT, str(tmp_path / "nope.txt")],
                       capture_output=True, text=True, timeout=30)
    assert r.returncode == 1
    assert r.stderr.strip() != ""
