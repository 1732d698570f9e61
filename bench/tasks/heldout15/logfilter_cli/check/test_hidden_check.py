import subprocess
import sys
from pathlib import Path

WS = Path(__file__).resolve().parent.parent

SAMPLE = """2024-03-01 12:00:01 INFO server started
2024-03-01 12:00:05 WARNING disk at 91%
2024-03-01 12:01:00 ERROR could not connect to db
Traceback (most recent call last):
  File "app.py", line 10, in <module>
2024-03-01 12:02:00 DEBUG retrying
"""


def run(args, stdin=""):
    return subprocess.run([sys.executable, "logfilter.py", *args], input=stdin,
                          capture_output=True, text=True, cwd=WS, timeout=30)


def test_default_level_is_info():
    r = run([], SAMPLE)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == SAMPLE.splitlines()[:5]
    assert r.stderr.strip() == "3 of 4 entries shown"


def test_level_case_insensitive_and_continuations_follow():
    r = run(["--level", "error"], SAMPLE)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == SAMPLE.splitlines()[2:5]
    assert r.stderr.strip() == "1 of 4 entries shown"


def test_level_debug_shows_everything():
    r = run(["--level", "DEBUG"], SAMPLE)
    assert r.returncode == 0
    assert r.stdout.splitlines() == SAMPLE.splitlines()
    assert r.stderr.strip() == "4 of 4 entries shown"


def test_continuation_of_hidden_entry_is_hidden():
    log = ("2024-01-01 00:00:00 DEBUG noisy\n"
           "    detail of noisy\n"
           "2024-01-01 00:00:01 CRITICAL boom\n"
           "    detail of boom\n")
    r = run(["--level", "warning"], log)
    assert r.returncode == 0
    assert r.stdout.splitlines() == ["2024-01-01 00:00:01 CRITICAL boom", "    detail of boom"]
    assert r.stderr.strip() == "1 of 2 entries shown"


def test_leading_continuation_dropped():
    log = "garbage before anything\n2024-01-01 00:00:00 INFO hello\n"
    r = run([], log)
    assert r.returncode == 0
    assert r.stdout.splitlines() == ["2024-01-01 00:00:00 INFO hello"]
    assert r.stderr.strip() == "1 of 1 entries shown"


def test_lowercase_level_in_log_is_not_an_entry():
    log = ("2024-01-01 00:00:00 ERROR real\n"
           "2024-01-01 00:00:01 info not an entry\n"
           "2024-01-01 00:00:02 DEBUG hidden\n"
           "2024-01-01 00:00:03 debug also continuation\n")
    r = run([], log)
    assert r.stdout.splitlines() == log.splitlines()[:2]
    assert r.stderr.strip() == "1 of 2 entries shown"


def test_lines_preserved_exactly():
    log = "2024-01-01 00:00:00   WARNING\t  spaced   out  \n"
    r = run([], log)
    assert r.returncode == 0
    assert r.stdout == log


def test_since_is_inclusive():
    r = run(["--since", "2024-03-01 12:00:05"], SAMPLE)
    assert r.returncode == 0
    assert r.stdout.splitlines() == SAMPLE.splitlines()[1:5]
    assert r.stderr.strip() == "2 of 4 entries shown"


def test_since_and_level_combined():
    r = run(["--since", "2024-03-01 12:00:06", "--level", "DEBUG"], SAMPLE)
    assert r.returncode == 0
    assert r.stdout.splitlines() == SAMPLE.splitlines()[2:]
    assert r.stderr.strip() == "2 of 4 entries shown"


def test_nothing_shown_exit_1():
    r = run(["--level", "CRITICAL"], SAMPLE)
    assert r.returncode == 1
    assert r.stdout == ""
    assert r.stderr.strip() == "0 of 4 entries shown"


def test_empty_input_exit_1():
    r = run([], "")
    assert r.returncode == 1
    assert r.stderr.strip() == "0 of 0 entries shown"


def test_reads_file_argument(tmp_path):
    f = tmp_path / "app.log"
    f.write_text(SAMPLE)
    r = run(["--level", "WARNING", str(f)], "")
    assert r.returncode == 0
    assert r.stdout.splitlines() == SAMPLE.splitlines()[1:5]
    assert r.stderr.strip() == "2 of 4 entries shown"


def test_missing_file(tmp_path):
    missing = str(tmp_path / "nope.log")
    r = run([missing], "")
    assert r.returncode == 2
    assert f"logfilter: cannot open {missing}" in r.stderr
    assert r.stdout == ""


def test_unknown_level():
    r = run(["--level", "LOUD"], SAMPLE)
    assert r.returncode == 2
    assert "unknown level" in r.stderr
    assert r.stdout == ""


def test_bad_since():
    r = run(["--since", "yesterday"], SAMPLE)
    assert r.returncode == 2
    assert r.stdout == ""
