import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args):
    script = ROOT / "leap.py"
    assert script.is_file(), "leap.py was not written"
    return subprocess.run([sys.executable, str(script), *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=30, stdin=subprocess.DEVNULL)


def lines(text):
    return [line.rstrip() for line in text.strip().splitlines()]


def test_prompt_example():
    proc = run("1900", "2000", "2024")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert lines(proc.stdout) == ["1900: no", "2000: yes", "2024: yes"]


@pytest.mark.parametrize("year,answer", [
    ("2023", "no"), ("2024", "yes"), ("2100", "no"), ("2400", "yes"), ("1600", "yes"),
    ("1700", "no"), ("1996", "yes"), ("1999", "no"), ("4", "yes"), ("1", "no"),
])
def test_single_year(year, answer):
    proc = run(year)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert lines(proc.stdout) == [f"{year}: {answer}"]


def test_order_kept():
    proc = run("2024", "1900", "2001", "2000")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert lines(proc.stdout) == ["2024: yes", "1900: no", "2001: no", "2000: yes"]


def test_no_arguments():
    proc = run()
    assert proc.returncode == 2
    assert "usage: python leap.py YEAR [YEAR ...]" in proc.stderr
    assert proc.stdout.strip() == ""


@pytest.mark.parametrize("args,bad", [
    (["20x4"], "20x4"),
    (["2000", "soon", "2024"], "soon"),
    (["1900", "2000", "19.5"], "19.5"),
])
def test_not_a_year(args, bad):
    proc = run(*args)
    assert proc.returncode == 2
    assert f"not a year: {bad}" in proc.stderr
    assert proc.stdout.strip() == ""
