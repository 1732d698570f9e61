"""Hidden check for archery_fix: archery.py sorts ends X-before-10 and counts Xs among the
tens, nothing else changed, and the given tests/test_archery.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from archery import (arrow_value, end_total, parse_end, running_totals, sort_end,  # noqa: E402
                     summary)

GIVEN_TEST = "tests/test_archery.py"
# the given tests/test_archery.py, verbatim
GIVEN = r'''import pytest

from archery import (arrow_value, end_total, parse_end, running_totals, sort_end,
                     summary)

ENDS = ["10 X 9 9 8 M", "9 x 7 10 10 6", "8 8 M 5 X 9"]


def test_arrow_value():
    assert arrow_value("X") == 10
    assert arrow_value(" x ") == 10
    assert arrow_value("10") == 10
    assert arrow_value("7") == 7
    assert arrow_value("m") == 0
    for bad in ["11", "0", "", "XX", "ten"]:
        with pytest.raises(ValueError):
            arrow_value(bad)


def test_parse_end():
    assert parse_end("10 X 9 9 8 M") == ["10", "X", "9", "9", "8", "M"]
    assert parse_end("x, 9,8") == ["X", "9", "8"]
    with pytest.raises(ValueError):
        parse_end("10 9 9 8")
    with pytest.raises(ValueError):
        parse_end("10 9 Q")


def test_sort_end():
    assert sort_end(["10", "X", "9", "9", "8", "M"]) == ["X", "10", "9", "9", "8", "M"]
    assert sort_end(["M", "7", "10", "X", "10", "6"]) == ["X", "10", "10", "7", "6", "M"]
    marks = ["9", "X", "8"]
    sort_end(marks)
    assert marks == ["9", "X", "8"]


def test_end_total():
    assert end_total(parse_end("10 X 9 9 8 M")) == 46
    assert end_total(["M", "M", "M"]) == 0


def test_running_totals():
    ends = [parse_end(text) for text in ENDS]
    assert running_totals(ends) == [46, 46 + 52, 46 + 52 + 40]
    assert running_totals([]) == []


def test_summary():
    ends = [parse_end(text) for text in ENDS]
    assert summary(ends) == {"total": 138, "hits": 16, "tens": 6, "xs": 3}
    assert summary([["M", "M", "M"]]) == {"total": 0, "hits": 0, "tens": 0, "xs": 0}
'''

MARKS = ["X", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1", "M"]
VALUE = {"X": 10, "M": 0, **{str(n): n for n in range(1, 11)}}


def expected_sort(marks):
    rank = {mark: i for i, mark in enumerate(MARKS)}
    return sorted(marks, key=lambda mark: rank[mark.strip().upper()])


def expected_summary(ends):
    marks = [mark.strip().upper() for end in ends for mark in end]
    return {"total": sum(VALUE[m] for m in marks), "hits": sum(m != "M" for m in marks),
            "tens": sum(m in ("X", "10") for m in marks), "xs": marks.count("X")}


def test_given_test_file_unchanged():
    path = os.path.join(WORKSPACE, GIVEN_TEST)
    assert os.path.isfile(path), f"{GIVEN_TEST} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == GIVEN, f"{GIVEN_TEST} was changed"


def test_given_test_file_passes(tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / GIVEN_TEST, "w", encoding="utf-8", newline="") as fh:
        fh.write(GIVEN)
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", GIVEN_TEST],
        cwd=root, env=env, capture_output=True, text=True, timeout=120,
        stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert "6 passed" in proc.stdout


def test_sort_end_examples():
    assert sort_end(["10", "X", "9", "9", "8", "M"]) == ["X", "10", "9", "9", "8", "M"]
    assert sort_end(["10", "10", "X"]) == ["X", "10", "10"]
    assert sort_end(["M", "X", "M"]) == ["X", "M", "M"]
    assert sort_end(["1", "M", "2"]) == ["2", "1", "M"]
    assert sort_end([]) == []


def test_sort_end_sampled():
    rng = random.Random(32)
    for _ in range(2000):
        marks = [rng.choice(MARKS) for _ in range(rng.choice([3, 6]))]
        before = list(marks)
        got = sort_end(marks)
        assert got == expected_sort(before), before
        assert marks == before
        assert got is not marks


def test_summary_examples():
    ends = [parse_end(text) for text in ["10 X 9 9 8 M", "9 x 7 10 10 6", "8 8 M 5 X 9"]]
    assert summary(ends) == {"total": 138, "hits": 16, "tens": 6, "xs": 3}
    assert summary([["X", "X", "X"]]) == {"total": 30, "hits": 3, "tens": 3, "xs": 3}
    assert summary([["10", "10", "10"]]) == {"total": 30, "hits": 3, "tens": 3, "xs": 0}
    assert summary([]) == {"total": 0, "hits": 0, "tens": 0, "xs": 0}


def test_summary_sampled():
    rng = random.Random(3232)
    for _ in range(1000):
        ends = [[rng.choice(MARKS) for _ in range(6)] for _ in range(rng.randint(0, 6))]
        assert summary(ends) == expected_summary(ends), ends


def test_rest_unchanged():
    for mark, value in VALUE.items():
        assert arrow_value(mark) == value
        assert arrow_value(f" {mark.lower()} ") == value
    for bad in ["11", "0", "", "XX", "ten", "-1", "1 0"]:
        with pytest.raises(ValueError):
            arrow_value(bad)
    assert parse_end("x, 9,8") == ["X", "9", "8"]
    assert parse_end("10 X 9 9 8 m") == ["10", "X", "9", "9", "8", "M"]
    for bad in ["10 9 9 8", "10 9", "", "10 9 Q", "1 2 3 4 5 6 7"]:
        with pytest.raises(ValueError):
            parse_end(bad)
    assert end_total(["X", "10", "M"]) == 20
    assert running_totals([["X", "9", "M"], ["1", "2", "3"]]) == [19, 25]
    assert running_totals([]) == []
