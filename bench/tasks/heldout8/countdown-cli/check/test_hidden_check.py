import os
import subprocess
import sys
from datetime import date, timedelta

import pytest


def run(*args):
    script = os.path.join(os.getcwd(), "countdown.py")
    return subprocess.run(
        [sys.executable, script, *args],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=os.getcwd(),
    )


def out(*args):
    proc = run(*args)
    assert proc.returncode == 0, (proc.returncode, proc.stdout, proc.stderr)
    return proc.stdout.strip()


def test_example():
    assert out("2024-12-25", "--from", "2024-12-01") == "24 days"


def test_one_day_singular():
    assert out("2024-12-02", "--from", "2024-12-01") == "1 day"


def test_today():
    assert out("2024-12-01", "--from", "2024-12-01") == "today"


def test_past():
    assert out("2024-11-30", "--from", "2024-12-01") == "1 day ago"
    assert out("2024-11-21", "--from", "2024-12-01") == "10 days ago"


def test_leap_year_and_year_boundary():
    assert out("2024-03-01", "--from", "2024-02-28") == "2 days"
    assert out("2023-03-01", "--from", "2023-02-28") == "1 day"
    assert out("2025-01-01", "--from", "2024-12-31") == "1 day"
    assert out("2024-01-01", "--from", "2025-01-01") == "366 days ago"


def test_from_defaults_to_today():
    # retry once in case the run straddles midnight
    for _ in range(2):
        today = date.today()
        got = (
            out((today + timedelta(days=3)).isoformat()),
            out(today.isoformat()),
            out((today - timedelta(days=2)).isoformat()),
        )
        if date.today() == today:
            break
    assert got == ("3 days", "today", "2 days ago")


@pytest.mark.parametrize(
    "args",
    [
        ["2024-02-30", "--from", "2024-01-01"],
        ["2024-13-01", "--from", "2024-01-01"],
        ["christmas", "--from", "2024-01-01"],
        ["2024-12-25", "--from", "yesterday"],
    ],
)
def test_invalid_date_exits_nonzero(args):
    proc = run(*args)
    assert proc.returncode != 0
