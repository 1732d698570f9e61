import subprocess
import sys


def run(text):
    return subprocess.run([sys.executable, "stats_cli.py"], input=text, capture_output=True,
                          text=True, timeout=30)


def test_numbers():
    out = run("3\n1.5\n\n10\n")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "min=1.50 max=10.00 mean=4.83"


def test_no_data():
    out = run("\n\n")
    assert out.returncode == 2
    assert out.stdout.strip() == "no data"


def test_bad_line():
    out = run("1\n\nabc\n")
    assert out.returncode == 1
    assert "error: line 3: not a number" in out.stderr
