"""Hidden check for lost_property_cli: lost_property.py lists the CSV log oldest first in the
given line format with a count line, filters with --older-than (strictly more days than
given, from --today or the real date) and --search (item, colour or where, any case), prints
"no items" when nothing matches, and fails with the asked exit statuses."""

import os
import subprocess
import sys
from datetime import date, timedelta

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "lost_property.py")

LOG = """found,item,colour,where
2024-10-14,goggles,pink,family changing
2024-09-02,towel,blue stripes,poolside
2024-09-28,hoodie,grey,cafe
2024-10-01,locker key,,reception
2024-09-02,flip flops,Blue,main changing
2024-10-20,swim bag,navy,main changing
"""

ALL = ["2024-09-02  towel (blue stripes) - poolside",
       "2024-09-02  flip flops (Blue) - main changing",
       "2024-09-28  hoodie (grey) - cafe",
       "2024-10-01  locker key - reception",
       "2024-10-14  goggles (pink) - family changing",
       "2024-10-20  swim bag (navy) - main changing"]


def run(*args, cwd=None):
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, SCRIPT, *args], cwd=cwd or WORKSPACE, env=env,
                          capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)


def lines(proc):
    return [ln.rstrip() for ln in proc.stdout.splitlines() if ln.strip()]


@pytest.fixture
def log(tmp_path):
    path = tmp_path / "lost.csv"
    path.write_text(LOG, encoding="utf-8")
    return str(path)


def test_script_exists():
    assert os.path.isfile(SCRIPT), "lost_property.py is missing"


def test_prompt_example(log):
    proc = run(log, "--today", "2024-10-21", "--older-than", "20")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ALL[:3] + ["3 items"]


def test_everything(log):
    proc = run(log, "--today", "2024-10-21")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ALL + ["6 items"]


def test_older_than_is_strict(log):
    assert lines(run(log, "--today", "2024-10-21", "--older-than", "19")) == ALL[:4] + [
        "4 items"]
    assert lines(run(log, "--today", "2024-10-21", "--older-than", "0")) == ALL + ["6 items"]
    assert lines(run(log, "--today", "2024-10-20", "--older-than", "0")) == ALL[:5] + [
        "5 items"]
    assert lines(run(log, "--older-than", "48", "--today", "2024-10-21")) == ALL[:2] + [
        "2 items"]
    assert lines(run(log, "--today", "2024-10-21", "--older-than", "23")) == ALL[:2] + [
        "2 items"]
    proc = run(log, "--today", "2024-10-21", "--older-than", "49")
    assert proc.returncode == 0
    assert lines(proc) == ["no items"]


def test_search(log):
    assert lines(run(log, "--today", "2024-10-21", "--search", "blue")) == ALL[:2] + [
        "2 items"]
    assert lines(run(log, "--today", "2024-10-21", "--search", "CHANGING")) == [
        ALL[1], ALL[4], ALL[5], "3 items"]
    assert lines(run(log, "--today", "2024-10-21", "--search", "key")) == [ALL[3], "1 item"]
    assert lines(run(log, "--today", "2024-10-21", "--search", "Goggles")) == [
        ALL[4], "1 item"]
    proc = run(log, "--today", "2024-10-21", "--search", "wallet")
    assert proc.returncode == 0
    assert lines(proc) == ["no items"]


def test_both_filters(log):
    assert lines(run(log, "--today", "2024-10-21", "--search", "changing",
                     "--older-than", "7")) == [ALL[1], "1 item"]
    assert lines(run(log, "--search", "e", "--older-than", "30",
                     "--today", "2024-10-21")) == [ALL[0], ALL[1], "2 items"]


def test_today_defaults_to_real_date(tmp_path):
    today = date.today()
    rows = [(today - timedelta(days=3), "scarf", "red", "cafe"),
            (today - timedelta(days=40), "trainers", "", "poolside"),
            (today - timedelta(days=10), "watch", "gold", "reception")]
    path = tmp_path / "log.csv"
    path.write_text("found,item,colour,where\n" + "".join(
        f"{d.isoformat()},{i},{c},{w}\n" for d, i, c, w in rows), encoding="utf-8")
    proc = run(str(path), "--older-than", "9")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == [f"{rows[1][0].isoformat()}  trainers - poolside",
                           f"{rows[2][0].isoformat()}  watch (gold) - reception", "2 items"]
    assert lines(run(str(path), "--older-than", "10")) == [
        f"{rows[1][0].isoformat()}  trainers - poolside", "1 item"]


def test_header_only(tmp_path):
    path = tmp_path / "empty.csv"
    path.write_text("found,item,colour,where\n", encoding="utf-8")
    proc = run(str(path), "--today", "2024-10-21")
    assert proc.returncode == 0
    assert lines(proc) == ["no items"]


def test_missing_file(tmp_path):
    proc = run(str(tmp_path / "nope.csv"), "--today", "2024-10-21")
    assert proc.returncode == 1
    assert proc.stderr.strip()
    assert "items" not in proc.stdout


def test_bad_date_row(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("found,item,colour,where\n2024-10-01,cap,white,cafe\n"
                    "1/10/2024,towel,red,poolside\n", encoding="utf-8")
    proc = run(str(path), "--today", "2024-10-21")
    assert proc.returncode == 1
    assert proc.stderr.strip()


@pytest.mark.parametrize("args", [["--today", "21/10/2024"], ["--today", "2024-13-01"],
                                  ["--older-than", "-3"], ["--older-than", "ten"],
                                  ["--older-than", "2.5"]])
def test_bad_options(log, args):
    proc = run(log, *args)
    assert proc.returncode != 0
    assert "item" not in proc.stdout
