import calendar
import os
import subprocess
import sys

import pytest

SCRIPT = os.path.join(os.getcwd(), "cal.py")
USAGE = "usage: python cal.py [--sunday] YEAR MONTH"


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True,
                          timeout=30)


def expected(year, month, sunday=False):
    title = f"{calendar.month_name[month]} {year}"
    lines = [" " * ((20 - len(title)) // 2) + title]
    lines.append("Su Mo Tu We Th Fr Sa" if sunday else "Mo Tu We Th Fr Sa Su")
    cal = calendar.Calendar(6 if sunday else 0)
    for week in cal.monthdayscalendar(year, month):
        lines.append(" ".join(f"{d:2d}" if d else "  " for d in week).rstrip())
    return "\n".join(lines) + "\n"


FEB_2024 = """   February 2024
Mo Tu We Th Fr Sa Su
          1  2  3  4
 5  6  7  8  9 10 11
12 13 14 15 16 17 18
19 20 21 22 23 24 25
26 27 28 29
"""

FEB_2024_SUN = """   February 2024
Su Mo Tu We Th Fr Sa
             1  2  3
 4  5  6  7  8  9 10
11 12 13 14 15 16 17
18 19 20 21 22 23 24
25 26 27 28 29
"""


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_prompt_examples():
    p = run("2024", "2")
    assert p.returncode == 0, p.stderr
    assert p.stdout == FEB_2024
    p = run("--sunday", "2024", "feb")
    assert p.returncode == 0, p.stderr
    assert p.stdout == FEB_2024_SUN


@pytest.mark.parametrize("year,month", [
    (2021, 2), (2025, 9), (2026, 3), (1900, 2), (2000, 2), (2100, 2), (1, 1), (9999, 12),
    (7, 5), (1752, 9), (2023, 10), (2027, 11), (2015, 2), (2024, 12), (1999, 8), (2030, 6),
])
@pytest.mark.parametrize("sunday", [False, True])
def test_months(year, month, sunday):
    args = [str(year), str(month)] + (["--sunday"] if sunday else [])
    p = run(*args)
    assert p.returncode == 0, p.stderr
    assert p.stdout == expected(year, month, sunday)
    assert p.stderr == ""


def test_four_week_february():
    p = run("2021", "2")
    assert p.returncode == 0, p.stderr
    assert len(p.stdout.splitlines()) == 6
    assert p.stdout.splitlines()[2] == " 1  2  3  4  5  6  7"


@pytest.mark.parametrize("args,year,month,sunday", [
    (["2024", "02"], 2024, 2, False),
    (["2024", "FEB"], 2024, 2, False),
    (["2024", "February"], 2024, 2, False),
    (["2024", "september"], 2024, 9, False),
    (["2024", "Sep"], 2024, 9, False),
    (["2025", "may"], 2025, 5, False),
    (["2025", "12", "--sunday"], 2025, 12, True),
    (["2025", "--sunday", "dec"], 2025, 12, True),
    (["0042", "3"], 42, 3, False),
])
def test_argument_forms(args, year, month, sunday):
    p = run(*args)
    assert p.returncode == 0, p.stderr
    assert p.stdout == expected(year, month, sunday)


@pytest.mark.parametrize("args", [[], ["2024"], ["2024", "2", "1"], ["--monday", "2024", "2"],
                                  ["2024", "2", "--help"], ["--sunday"]])
def test_usage(args):
    p = run(*args)
    assert p.returncode == 2
    assert p.stderr.strip() == USAGE
    assert p.stdout == ""


@pytest.mark.parametrize("year", ["0", "10000", "-5", "20x4", "2024.0", "+2024", "two"])
def test_bad_year(year):
    p = run(year, "2")
    assert p.returncode == 1
    assert p.stderr.strip() == f"error: bad year '{year}'"
    assert p.stdout == ""


@pytest.mark.parametrize("month", ["0", "13", "Sept", "Febr", "fe", "-1", "2.0", "", "00", "jan uary"])
def test_bad_month(month):
    p = run("2024", month)
    assert p.returncode == 1
    assert p.stderr.strip() == f"error: bad month '{month}'"
    assert p.stdout == ""


def test_year_reported_first():
    p = run("0", "13")
    assert p.returncode == 1
    assert p.stderr.strip() == "error: bad year '0'"
