import os
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(os.getcwd()) / "levels.py"

LOG = """2024-01-01T10:00:00 INFO service started
2024-01-01T10:00:01 DEBUG cache warm
2024-01-01T10:00:02 INFO  listening on :8080

2024-01-01T10:00:03 WARNING disk at 91%
2024-01-01T10:00:04 ERROR request failed: timeout
2024-01-01T10:00:05 info lowercase is unknown
2024-01-01T10:00:06 INFO
garbage
2024-01-01T10:00:07 DEBUG again
2024-01-01T10:00:08 NOTICE not a level
2024-01-01T10:00:09 WARNING low memory
"""


def run(data, *args):
    return subprocess.run([sys.executable, str(SCRIPT), *args], input=data,
                          capture_output=True, text=True, timeout=60)


def test_counts_in_severity_order():
    r = run(LOG)
    assert r.stdout.splitlines() == ["DEBUG 2", "INFO 2", "WARNING 2", "ERROR 1"]
    assert r.stderr.strip() == "skipped: 4"
    assert r.returncode == 1


def test_min_includes_level_itself():
    r = run(LOG, "--min", "WARNING")
    assert r.stdout.splitlines() == ["WARNING 2", "ERROR 1"]
    assert r.returncode == 1


def test_min_filters_errors_for_exit_status():
    r = run(LOG, "--min", "CRITICAL")
    assert r.stdout == ""
    assert r.returncode == 0
    assert "skipped: 4" in r.stderr


def test_clean_log_exit_zero_no_stderr():
    data = "t1 INFO a\nt2 INFO b b b\nt3 DEBUG c\n\n\n"
    r = run(data)
    assert r.returncode == 0
    assert r.stdout.splitlines() == ["DEBUG 1", "INFO 2"]
    assert r.stderr == ""


def test_most_severe_last_even_when_rare():
    data = "t CRITICAL boom\n" + "t INFO x\n" * 3 + "t WARNING w\n" * 2
    r = run(data)
    assert r.stdout.splitlines() == ["INFO 3", "WARNING 2", "CRITICAL 1"]
    assert r.returncode == 1


def test_critical_alone_exit_one():
    r = run("t CRITICAL down\n", "--min", "ERROR")
    assert r.stdout.splitlines() == ["CRITICAL 1"]
    assert r.returncode == 1


def test_bad_min_value():
    r = run(LOG, "--min", "LOUD")
    assert r.returncode == 2
    assert r.stdout == ""
