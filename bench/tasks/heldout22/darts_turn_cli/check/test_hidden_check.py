import os
import subprocess
import sys

import pytest

SCRIPT = os.path.join(os.getcwd(), "darts.py")
USAGE = "usage: python darts.py REMAINING DART [DART [DART]]"


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True,
                          timeout=30)


def test_script_exists():
    assert os.path.isfile(SCRIPT)


@pytest.mark.parametrize("args,expected", [
    (["501", "T20", "T20", "T20"], "321 left"),
    (["100", "25", "miss", "S5"], "70 left"),
    (["32", "S16", "d8"], "CHECKOUT"),
    (["50", "Bull"], "CHECKOUT"),
    (["60", "T20"], "BUST, 60 left"),
    (["45", "S20", "S20", "S5"], "BUST, 45 left"),
    (["3", "S2"], "BUST, 3 left"),
])
def test_prompt_examples(args, expected):
    p = run(*args)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == expected


@pytest.mark.parametrize("args,expected", [
    (["2", "D1"], "CHECKOUT"),
    (["40", "D20"], "CHECKOUT"),
    (["170", "T20", "T20", "BULL"], "CHECKOUT"),
    (["170", "t20", "t20", "bull"], "CHECKOUT"),
    (["61", "25", "S16", "D10"], "CHECKOUT"),
    (["121", "S1", "BULL"], "70 left"),
    (["501", "MISS", "MISS", "MISS"], "501 left"),
    (["2", "MISS"], "2 left"),
    (["501", "S1"], "500 left"),
    (["10", "S8"], "2 left"),
    (["10", "S9"], "BUST, 10 left"),
    (["10", "D5"], "CHECKOUT"),
    (["10", "S10"], "BUST, 10 left"),
    (["25", "25"], "BUST, 25 left"),
    (["50", "25", "25"], "BUST, 50 left"),
    (["50", "D20", "S10"], "BUST, 50 left"),
    (["100", "S20", "T20", "D20"], "BUST, 100 left"),
    (["100", "S20", "T20", "S19"], "BUST, 100 left"),
    (["100", "S20", "T20", "D10"], "CHECKOUT"),
    (["30", "T10"], "BUST, 30 left"),
    (["2", "S2"], "BUST, 2 left"),
    (["2", "S1"], "BUST, 2 left"),
    (["90", "T20", "D15"], "CHECKOUT"),
    (["180", "T20", "T20", "T20"], "BUST, 180 left"),
    (["181", "T20", "T20", "T20"], "BUST, 181 left"),
    (["182", "T20", "T20", "T20"], "2 left"),
    (["70", "s20", "D17", "miss"], "16 left"),
])
def test_scoring(args, expected):
    p = run(*args)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == expected
    assert p.stderr == ""


@pytest.mark.parametrize("args", [[], ["501"], ["501", "S1", "S1", "S1", "S1"]])
def test_usage(args):
    p = run(*args)
    assert p.returncode == 2
    assert p.stderr.strip() == USAGE
    assert p.stdout == ""


@pytest.mark.parametrize("score", ["1", "0", "502", "-5", "abc", "12.5", "600"])
def test_bad_score(score):
    p = run(score, "S1")
    assert p.returncode == 2
    assert p.stderr.strip() == f"error: bad score '{score}'"
    assert p.stdout == ""


@pytest.mark.parametrize("dart", ["S21", "D0", "T25", "D25", "20", "S05", "X5", "", "S", "BULLS",
                                  "t0", "S-1", "B"])
def test_bad_dart(dart):
    p = run("100", dart)
    assert p.returncode == 2
    assert p.stderr.strip() == f"error: bad dart '{dart}'"
    assert p.stdout == ""


def test_first_bad_dart_reported():
    p = run("100", "S1", "Q3", "D99")
    assert p.returncode == 2
    assert p.stderr.strip() == "error: bad dart 'Q3'"


def test_score_checked_before_darts():
    p = run("1000", "Q3")
    assert p.returncode == 2
    assert p.stderr.strip() == "error: bad score '1000'"


def test_bad_dart_reported_before_turn_over():
    p = run("40", "D20", "Z1")
    assert p.returncode == 2
    assert p.stderr.strip() == "error: bad dart 'Z1'"


@pytest.mark.parametrize("args", [["40", "D20", "S1"], ["40", "D20", "MISS", "MISS"],
                                  ["10", "T20", "S1"], ["3", "S2", "MISS"],
                                  ["50", "BULL", "S1", "S1"]])
def test_turn_already_over(args):
    p = run(*args)
    assert p.returncode == 2
    assert p.stderr.strip() == "error: turn already over"
    assert p.stdout == ""
