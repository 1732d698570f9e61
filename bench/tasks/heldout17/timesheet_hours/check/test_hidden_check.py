import os
import subprocess
import sys
from pathlib import Path

import pytest

WS = Path(os.getcwd())
SCRIPT = WS / "hours.py"


def run(tmp_path, content, name="sheet.txt"):
    f = tmp_path / name
    f.write_text(content)
    return subprocess.run([sys.executable, str(SCRIPT), str(f)], capture_output=True,
                          text=True, cwd=tmp_path, timeout=60)


def test_example_session(tmp_path):
    r = run(tmp_path, "# week 10\n2024-03-05 13:00-17:15\n2024-03-04 09:00-12:30\n\n"
                      "2024-03-04 13:30-18:00\n", "march.txt")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "2024-03-04 8:00\n2024-03-05 4:15\ntotal 12:15\n"


def test_sorted_days_and_big_total(tmp_path):
    r = run(tmp_path, "2024-04-02 08:00-17:05\n2024-04-01 07:30-19:45\n"
                      "2024-03-30 00:00-00:01\n2024-04-01 20:00-23:59\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "2024-03-30 0:01",
        "2024-04-01 16:14",
        "2024-04-02 9:05",
        "total 25:20",
    ]


def test_empty_sheet(tmp_path):
    r = run(tmp_path, "# nothing yet\n\n")
    assert r.returncode == 0
    assert r.stdout == "total 0:00\n"


@pytest.mark.parametrize("bad", [
    "2024-03-04 12:00-12:00",
    "2024-03-04 13:00-12:00",
    "2024-03-04 0900-1230",
    "2024-03-04 09:00 12:30",
    "2024-03-04 22:00-24:00",
    "2024-03-04 10:60-11:00",
    "monday 09:00-10:00",
])
def test_bad_entry_counts_all_lines(tmp_path, bad):
    r = run(tmp_path, "# header\n2024-03-03 09:00-10:00\n\n" + bad + "\n2024-03-05 x\n")
    assert r.returncode == 1
    assert r.stdout == ""
    assert "hours.py: line 4: bad entry" in r.stderr
    assert "line 5" not in r.stderr


def test_bad_first_line(tmp_path):
    r = run(tmp_path, "2024-03-04 10:00-09:00\n2024-03-04 09:00-10:00\n")
    assert r.returncode == 1
    assert r.stdout == ""
    assert r.stderr.strip() == "hours.py: line 1: bad entry"


def test_missing_file(tmp_path):
    r = subprocess.run([sys.executable, str(SCRIPT), "nope.txt"], capture_output=True,
                       text=True, cwd=tmp_path, timeout=60)
    assert r.returncode == 2
    assert r.stdout == ""
    assert "hours.py: cannot read nope.txt" in r.stderr
