import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(os.getcwd()) / "grades.py"


def run(tmp_path, rows, *extra):
    f = tmp_path / "scores.csv"
    f.write_text("name,score\n" + "".join(f"{n},{s}\n" for n, s in rows))
    return subprocess.run([sys.executable, str(SCRIPT), str(f), *extra],
                          capture_output=True, text=True, cwd=tmp_path, timeout=60)


ROWS = [("Ana", "91.5"), ("Ben", "90"), ("Cy", "80"), ("Dee", "70"), ("Eve", "60"),
        ("Fay", "59.5"), ("Gus", "89.5")]


def test_letters_and_format(tmp_path):
    r = run(tmp_path, ROWS)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "Ana: 91.5 A",
        "Ben: 90.0 A",
        "Cy: 80.0 B",
        "Dee: 70.0 C",
        "Eve: 60.0 D",
        "Fay: 59.5 F",
        "Gus: 89.5 B",
        "average: 77.21",
    ]


def test_curve(tmp_path):
    r = run(tmp_path, [("Ana", "85"), ("Ben", "54.5"), ("Cy", "64")], "--curve", "5")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "Ana: 90.0 A",
        "Ben: 59.5 F",
        "Cy: 69.0 D",
        "average: 72.83",
    ]


def test_curve_capped(tmp_path):
    r = run(tmp_path, [("Ana", "98"), ("Ben", "90")], "--curve", "5")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["Ana: 100.0 A", "Ben: 95.0 A", "average: 97.50"]


def test_bounds_accepted(tmp_path):
    r = run(tmp_path, [("Lo", "0"), ("Hi", "100")])
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["Lo: 0.0 F", "Hi: 100.0 A", "average: 50.00"]


@pytest.mark.parametrize("bad", ["abc", "101", "100.5", "-1", ""])
def test_bad_score(tmp_path, bad):
    r = run(tmp_path, [("Ana", "91"), ("Zed", bad), ("Bo", "50")])
    assert r.returncode == 1
    assert r.stdout == ""
    assert "bad score for Zed" in r.stderr


def test_bad_score_checked_before_curve(tmp_path):
    r = run(tmp_path, [("Ana", "103")], "--curve", "0")
    assert r.returncode == 1
    assert "bad score for Ana" in r.stderr


def test_no_students(tmp_path):
    r = run(tmp_path, [])
    assert r.returncode == 1
    assert r.stdout == ""
    assert "no students" in r.stderr


def test_missing_file(tmp_path):
    r = subprocess.run([sys.executable, str(SCRIPT), "missing.csv"], capture_output=True,
                       text=True, cwd=tmp_path, timeout=60)
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr.strip() != ""
