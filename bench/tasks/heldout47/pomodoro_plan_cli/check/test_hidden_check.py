"""Hidden check for pomodoro_plan_cli: pomodoro.py START TASK... [--work/--short/--long]
prints the schedule (work blocks, short breaks, a long break after every 4th pomodoro, no break
after the last, clock past midnight wraps) and "finished at HH:MM"; bad input: exit status 2,
a message on stderr, nothing on stdout."""

import os
import random
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "pomodoro.py")


def run(*args):
    assert os.path.isfile(SCRIPT), "pomodoro.py is missing"
    return subprocess.run([sys.executable, SCRIPT, *args], cwd=WORKSPACE, capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL)


def lines_of(proc):
    assert proc.returncode == 0, proc.stderr[-2000:]
    return [ln.rstrip() for ln in proc.stdout.strip().splitlines() if ln.strip()]


def hm(m):
    m %= 1440
    return f"{m // 60:02d}:{m % 60:02d}"


def expected(start, tasks, work=25, short=5, long=15):
    names = [n for n, c in tasks for _ in range(c)]
    out, now = [], start
    for i, name in enumerate(names, 1):
        out.append(f"{hm(now)}-{hm(now + work)} {name}")
        now += work
        if i < len(names):
            rest, label = (long, "long break") if i % 4 == 0 else (short, "short break")
            out.append(f"{hm(now)}-{hm(now + rest)} {label}")
            now += rest
    return out + [f"finished at {hm(now)}"]


def test_prompt_example():
    assert lines_of(run("09:00", "write report:2", "email", "tidy desk:2")) == [
        "09:00-09:25 write report", "09:25-09:30 short break", "09:30-09:55 write report",
        "09:55-10:00 short break", "10:00-10:25 email", "10:25-10:30 short break",
        "10:30-10:55 tidy desk", "10:55-11:10 long break", "11:10-11:35 tidy desk",
        "finished at 11:35"]
    assert lines_of(run("23:40", "reading:2", "--work", "20", "--short", "3")) == [
        "23:40-00:00 reading", "00:00-00:03 short break", "00:03-00:23 reading",
        "finished at 00:23"]


def test_one_pomodoro():
    assert lines_of(run("14:05", "email")) == ["14:05-14:30 email", "finished at 14:30"]
    assert lines_of(run("7:30", "run")) == ["07:30-07:55 run", "finished at 07:55"]


def test_long_breaks_every_fourth():
    got = lines_of(run("08:00", "essay:9", "--long", "30"))
    assert got == expected(8 * 60, [("essay", 9)], long=30)
    assert got[7] == "09:55-10:25 long break"
    assert got[15] == "12:20-12:50 long break"
    assert got[-1] == "finished at 13:15"
    got = lines_of(run("10:00", "a:4"))
    assert got[-2:] == ["11:30-11:55 a", "finished at 11:55"]
    assert "long break" not in " ".join(got)
    got = lines_of(run("10:00", "a:3", "b:2"))
    assert got[7] == "11:55-12:10 long break"


def test_all_options():
    assert lines_of(run("06:00", "plan", "code:2", "--work", "50", "--short", "10", "--long",
                        "20")) == [
        "06:00-06:50 plan", "06:50-07:00 short break", "07:00-07:50 code",
        "07:50-08:00 short break", "08:00-08:50 code", "finished at 08:50"]


def test_sampled():
    rng = random.Random(4747)
    words = ["email", "write report", "tidy desk", "read", "invoices", "call mum", "plan"]
    for _ in range(25):
        start = rng.randint(0, 1439)
        tasks = [(w, rng.randint(1, 4)) for w in rng.sample(words, rng.randint(1, 4))]
        args = [hm(start)] + [w if c == 1 and rng.random() < 0.5 else f"{w}:{c}" for w, c in tasks]
        kw = {}
        for opt, default in [("work", 25), ("short", 5), ("long", 15)]:
            if rng.random() < 0.5:
                kw[opt] = rng.randint(1, 60)
                args += [f"--{opt}", str(kw[opt])]
        assert lines_of(run(*args)) == expected(start, tasks, **kw), args


@pytest.mark.parametrize("args", [
    ["9.00", "email"], ["24:00", "email"], ["9:60", "email"], ["nine", "email"],
    ["09:00"], ["09:00", "email:0"], ["09:00", "email:two"], ["09:00", ":3"],
    ["09:00", "email", "--work", "0"], ["09:00", "email", "--short", "abc"],
    ["09:00", "email", "--long", "2.5"],
])
def test_bad_input(args):
    proc = run(*args)
    assert proc.returncode == 2, (args, proc.returncode, proc.stdout)
    assert proc.stdout.strip() == "", args
    assert proc.stderr.strip(), args
