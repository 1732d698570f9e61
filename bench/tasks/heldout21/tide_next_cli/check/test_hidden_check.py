import os
import subprocess
import sys

import pytest

SCRIPT = os.path.join(os.getcwd(), "tides.py")

HARBOUR = """# Port Ellen, 3 March
03:12 HIGH 3.9
09:27 LOW 0.6
15:41 HIGH 4.2
21:58 LOW 0.4
"""


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True,
                          timeout=30)


@pytest.fixture
def harbour(tmp_path):
    p = tmp_path / "harbour.txt"
    p.write_text(HARBOUR)
    return str(p)


def write(tmp_path, text):
    p = tmp_path / "t.txt"
    p.write_text(text)
    return str(p)


@pytest.mark.parametrize("when,expected", [
    ("13:36", "rising, high tide at 15:41 (4.2 m) in 2h05m"),
    ("07:00", "falling, low tide at 09:27 (0.6 m) in 2h27m"),
    ("15:10", "rising, high tide at 15:41 (4.2 m) in 31m"),
    ("21:58", "low tide now (0.4 m)"),
    ("22:30", "no more tides today"),
    ("00:00", "rising, high tide at 03:12 (3.9 m) in 3h12m"),
    ("03:12", "high tide now (3.9 m)"),
    ("03:13", "falling, low tide at 09:27 (0.6 m) in 6h14m"),
    ("14:41", "rising, high tide at 15:41 (4.2 m) in 1h00m"),
    ("14:42", "rising, high tide at 15:41 (4.2 m) in 59m"),
    ("21:57", "falling, low tide at 21:58 (0.4 m) in 1m"),
    ("23:59", "no more tides today"),
])
def test_examples(harbour, when, expected):
    p = run(harbour, when)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == expected


def test_unsorted_lowercase_negative_and_decimals(tmp_path):
    path = write(tmp_path, "\n17:05 low -0.30\n\n05:00 High 4\n   # comment\n11:20 hIgH 3.90\n")
    assert run(path, "04:00").stdout.strip() == "rising, high tide at 05:00 (4.0 m) in 1h00m"
    assert run(path, "05:01").stdout.strip() == "rising, high tide at 11:20 (3.9 m) in 6h19m"
    assert run(path, "12:00").stdout.strip() == "falling, low tide at 17:05 (-0.3 m) in 5h05m"
    assert run(path, "17:05").stdout.strip() == "low tide now (-0.3 m)"


def test_long_wait(tmp_path):
    path = write(tmp_path, "23:59 LOW 1.50\n")
    assert run(path, "00:00").stdout.strip() == "falling, low tide at 23:59 (1.5 m) in 23h59m"


def test_empty_file(tmp_path):
    path = write(tmp_path, "# nothing\n\n")
    p = run(path, "10:00")
    assert p.returncode == 0
    assert p.stdout.strip() == "no more tides today"


@pytest.mark.parametrize("args", [[], ["only_one"], ["a", "10:00", "extra"]])
def test_usage(args):
    p = run(*args)
    assert p.returncode == 2
    assert p.stdout == ""
    assert p.stderr.strip() == "usage: python tides.py FILE HH:MM"


def test_missing_file(tmp_path):
    missing = str(tmp_path / "nope.txt")
    p = run(missing, "10:00")
    assert p.returncode == 2
    assert p.stdout == ""
    assert p.stderr.strip() == f"error: cannot read {missing}"


@pytest.mark.parametrize("when", ["24:00", "9:05", "12:60", "noon", "12:5", "1200", "-1:00"])
def test_bad_time(harbour, when):
    p = run(harbour, when)
    assert p.returncode == 2
    assert p.stdout == ""
    assert p.stderr.strip() == f"error: bad time '{when}'"


@pytest.mark.parametrize("bad", ["03:12 HIGH", "03:12 MID 2.0", "3:12 HIGH 2.0",
                                 "25:00 LOW 1.0", "03:12 HIGH two", "03:12 HIGH 2.0 m",
                                 "HIGH 03:12 2.0"])
def test_bad_line_numbers(tmp_path, bad):
    path = write(tmp_path, "# header\n\n03:00 LOW 1.0\n" + bad + "\n10:00 HIGH 3.0\n")
    p = run(path, "01:00")
    assert p.returncode == 2
    assert p.stdout == ""
    assert p.stderr.strip() == "error: line 4: bad tide entry"
