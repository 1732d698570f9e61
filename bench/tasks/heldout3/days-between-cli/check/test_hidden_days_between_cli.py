import subprocess
import sys
from pathlib import Path

import pytest

WORKSPACE = Path(__file__).resolve().parent.parent


def run(*args):
    script = WORKSPACE / "days_between.py"
    assert script.is_file(), "days_between.py was not written"
    return subprocess.run([sys.executable, str(script), *args], cwd=WORKSPACE,
                          capture_output=True, text=True, timeout=30)


def test_example_from_the_task():
    proc = run("2024-01-01", "2024-03-01")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "60"


@pytest.mark.parametrize("start, end, days", [
    ("2023-01-01", "2023-03-01", "59"),
    ("2023-12-25", "2024-01-01", "7"),
    ("2020-02-28", "2020-03-01", "2"),
    ("2000-01-01", "2001-01-01", "366"),
    ("2024-05-17", "2024-05-18", "1"),
])
def test_days_from_start_to_end(start, end, days):
    proc = run(start, end)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == days


def test_same_day_is_zero():
    proc = run("2024-07-04", "2024-07-04")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "0"


def test_end_before_start_is_negative():
    proc = run("2024-03-01", "2024-01-01")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "-60"


@pytest.mark.parametrize("args", [(), ("2024-01-01",), ("2024-01-01", "2024-02-01", "x")])
def test_wrong_number_of_arguments(args):
    proc = run(*args)
    assert proc.returncode == 2
    assert "usage: days_between.py START END" in proc.stdout + proc.stderr
