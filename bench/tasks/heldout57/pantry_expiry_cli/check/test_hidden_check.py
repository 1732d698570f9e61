"""Hidden check for pantry_expiry_cli: pantry.py FILE [--days N] [--today D] lists what is past
or near its best-before date, in the prompt's line format and order, skips used-up items and
broken rows (with a warning naming the line), and exits 1 / 2 as the prompt says."""

import os
import subprocess
import sys
from datetime import date, timedelta

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "pantry.py")

PANTRY = """item,best_before,quantity
chicken thighs,2024-05-09,4
milk,2024-05-06,1
Greek yoghurt,2024-05-01,2
"beans, baked",2024-11-30,6
eggs,2024-05-13,0
cheddar,2024-05-12,1
"""


def run(tmp_path, text, *args, name="pantry.csv"):
    path = tmp_path / name
    if text is not None:
        path.write_text(text, encoding="utf-8")
    proc = subprocess.run([sys.executable, SCRIPT, str(path), *args], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    return proc


def lines(proc):
    return [ln.rstrip() for ln in proc.stdout.splitlines() if ln.strip()]


def test_script_exists():
    assert os.path.isfile(SCRIPT), "pantry.py is missing"


def test_prompt_example(tmp_path):
    proc = run(tmp_path, PANTRY, "--today", "2024-05-05")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["2024-05-01  Greek yoghurt x2 (expired)",
                           "2024-05-06  milk x1",
                           "2024-05-09  chicken thighs x4",
                           "2024-05-12  cheddar x1"]
    proc = run(tmp_path, PANTRY, "--today", "2024-05-05", "--days", "0")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["2024-05-01  Greek yoghurt x2 (expired)"]


def test_options_either_order(tmp_path):
    proc = run(tmp_path, PANTRY, "--days", "3", "--today", "2024-05-06")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["2024-05-01  Greek yoghurt x2 (expired)",
                           "2024-05-06  milk x1",
                           "2024-05-09  chicken thighs x4"]


def test_days_and_boundaries(tmp_path):
    proc = run(tmp_path, PANTRY, "--today", "2024-05-07", "--days", "2")
    assert lines(proc) == ["2024-05-01  Greek yoghurt x2 (expired)",
                           "2024-05-06  milk x1 (expired)",
                           "2024-05-09  chicken thighs x4"]
    proc = run(tmp_path, PANTRY, "--today", "2024-05-09", "--days", "0")
    assert lines(proc) == ["2024-05-01  Greek yoghurt x2 (expired)",
                           "2024-05-06  milk x1 (expired)",
                           "2024-05-09  chicken thighs x4"]
    proc = run(tmp_path, PANTRY, "--today", "2024-05-05", "--days", "300")
    assert lines(proc) == ["2024-05-01  Greek yoghurt x2 (expired)",
                           "2024-05-06  milk x1",
                           "2024-05-09  chicken thighs x4",
                           "2024-05-12  cheddar x1",
                           "2024-11-30  beans, baked x6"]
    assert proc.returncode == 0


def test_nothing_to_use_up(tmp_path):
    proc = run(tmp_path, PANTRY, "--today", "2024-04-01")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["Nothing to use up."]
    proc = run(tmp_path, "item,best_before,quantity\n", "--today", "2024-04-01")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["Nothing to use up."]
    proc = run(tmp_path, "item,best_before,quantity\nflour,2024-01-01,0\n",
               "--today", "2024-04-01")
    assert lines(proc) == ["Nothing to use up."]


def test_same_date_sorted_by_name(tmp_path):
    text = ("item,best_before,quantity\n"
            "tomatoes,2024-06-02,6\n"
            "Apples,2024-06-02,3\n"
            "bread,2024-06-02,1\n"
            "\n"
            "ham,2024-06-01,1\n"
            "Butter,2024-06-02,1\n")
    proc = run(tmp_path, text, "--today", "2024-06-01", "--days", "1")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["2024-06-01  ham x1",
                           "2024-06-02  Apples x3",
                           "2024-06-02  bread x1",
                           "2024-06-02  Butter x1",
                           "2024-06-02  tomatoes x6"]


def test_default_today(tmp_path):
    today = date.today()
    text = ("item,best_before,quantity\n"
            f"soon,{today + timedelta(days=3)},2\n"
            f"later,{today + timedelta(days=30)},1\n"
            f"old,{today - timedelta(days=2)},1\n"
            f"edge,{today + timedelta(days=7)},5\n")
    proc = run(tmp_path, text)
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == [f"{today - timedelta(days=2)}  old x1 (expired)",
                           f"{today + timedelta(days=3)}  soon x2",
                           f"{today + timedelta(days=7)}  edge x5"]
    proc = run(tmp_path, text, "--days", "2")
    assert lines(proc) == [f"{today - timedelta(days=2)}  old x1 (expired)"]


def test_broken_rows_skipped(tmp_path):
    text = ("item,best_before,quantity\n"
            "rice,2024-05-03,1\n"
            "pasta,next week,2\n"
            "oats,2024-05-04\n"
            "jam,2024-05-04,two\n"
            "honey,2024-05-05,1\n"
            "crisps,2024-05-02,-1\n")
    proc = run(tmp_path, text, "--today", "2024-05-04")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["2024-05-03  rice x1 (expired)", "2024-05-05  honey x1"]
    err = proc.stderr.lower()
    for n in (3, 4, 5, 7):
        assert f"line {n}" in err, proc.stderr


def test_missing_file(tmp_path):
    proc = run(tmp_path, None, "--today", "2024-05-05", name="nope.csv")
    assert proc.returncode == 1
    assert proc.stderr.strip()
    assert not proc.stdout.strip()


def test_bad_options(tmp_path):
    for args in (["--days", "-1"], ["--days", "two"], ["--days", "1.5"],
                 ["--today", "05/05/2024"], ["--today", "2024-02-30"]):
        proc = run(tmp_path, PANTRY, *args)
        assert proc.returncode == 2, (args, proc.returncode, proc.stdout)
        assert proc.stderr.strip(), args
