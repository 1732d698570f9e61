import os
import subprocess
import sys

SCRIPT = os.path.abspath("logfilter.py")

LOG = """2024-05-01 10:00:00 INFO service started
2024-05-01 10:00:01 DEBUG config loaded from /etc/app.conf
2024-05-01 10:00:03 WARNING disk almost full
garbage line without level
2024-05-01 10:00:04 error could not write cache
2024-05-01 10:00:05 NOTICE something unusual
2024-05-01 10:00:06 Critical  power lost
2024-05-01 10:00:07 INFO user ERROR logged in
short line
2024-05-01 10:00:08 ERROR again
"""


def run(*args, stdin=None, log=LOG, tmp_path=None):
    cmd = [sys.executable, SCRIPT, *args]
    return subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=30)


def write(tmp_path, text=LOG):
    p = tmp_path / "app.log"
    p.write_text(text)
    return str(p)


def test_default_min_is_warning(tmp_path):
    r = run(write(tmp_path))
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "2024-05-01 10:00:03 WARNING disk almost full",
        "2024-05-01 10:00:04 error could not write cache",
        "2024-05-01 10:00:06 Critical  power lost",
        "2024-05-01 10:00:08 ERROR again",
    ]


def test_min_info_lowercase(tmp_path):
    r = run(write(tmp_path), "--min", "info")
    assert r.returncode == 0, r.stderr
    out = r.stdout.splitlines()
    assert out == [
        "2024-05-01 10:00:00 INFO service started",
        "2024-05-01 10:00:03 WARNING disk almost full",
        "2024-05-01 10:00:04 error could not write cache",
        "2024-05-01 10:00:06 Critical  power lost",
        "2024-05-01 10:00:07 INFO user ERROR logged in",
        "2024-05-01 10:00:08 ERROR again",
    ]


def test_min_debug_includes_everything_with_level(tmp_path):
    r = run(write(tmp_path), "--min", "DEBUG")
    assert r.returncode == 0
    assert len(r.stdout.splitlines()) == 7


def test_min_critical(tmp_path):
    r = run(write(tmp_path), "--min", "CRITICAL")
    assert r.returncode == 0
    assert r.stdout.splitlines() == ["2024-05-01 10:00:06 Critical  power lost"]


def test_stdin_dash_and_missing_arg():
    r1 = run("-", "--min", "error", stdin=LOG)
    r2 = run("--min", "error", stdin=LOG)
    expected = [
        "2024-05-01 10:00:04 error could not write cache",
        "2024-05-01 10:00:06 Critical  power lost",
        "2024-05-01 10:00:08 ERROR again",
    ]
    for r in (r1, r2):
        assert r.returncode == 0, r.stderr
        assert r.stdout.splitlines() == expected


def test_count_in_severity_order(tmp_path):
    r = run(write(tmp_path), "--count", "--min", "debug")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["DEBUG 1", "INFO 2", "WARNING 1", "ERROR 2", "CRITICAL 1"]


def test_count_only_matching_levels(tmp_path):
    r = run(write(tmp_path), "--count")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["WARNING 1", "ERROR 2", "CRITICAL 1"]


def test_nothing_matches_exit_1(tmp_path):
    p = write(tmp_path, "2024-05-01 10:00:00 INFO fine\n2024-05-01 10:00:01 debug fine\n")
    r = run(p)
    assert r.returncode == 1
    assert r.stdout.strip() == ""


def test_unknown_min_level_exit_2(tmp_path):
    r = run(write(tmp_path), "--min", "LOUD")
    assert r.returncode == 2
    assert r.stdout.strip() == ""
