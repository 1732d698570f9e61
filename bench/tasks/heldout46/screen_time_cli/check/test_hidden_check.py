"""Hidden check for screen_time_cli: screentime.py adds up minutes per app from the CSV,
prints most time first (ties alphabetical) as 'App: Hh MMm' and a Total line, with --day and
--top, the 'No screen time recorded.' case, and exit status 1 with 'bad line N' on errors."""

import os
import random
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "screentime.py")

USAGE = """date,app,minutes
2024-06-03,YouTube,95
2024-06-03,WhatsApp,40
2024-06-03,Instagram,35
2024-06-04,YouTube,90
2024-06-04,WhatsApp,30
2024-06-04,Maps,12
2024-06-05,Instagram,60
"""


def run(tmp_path, text, *args, name="usage.csv"):
    path = tmp_path / name
    if text is not None:
        path.write_text(text, encoding="utf-8")
    proc = subprocess.run([sys.executable, SCRIPT, str(path), *args], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    return proc


def lines(proc):
    return [ln.rstrip() for ln in proc.stdout.strip().splitlines()]


def hm(m):
    return f"{m // 60}h {m % 60:02d}m"


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_prompt_example(tmp_path):
    proc = run(tmp_path, USAGE)
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["YouTube: 3h 05m", "Instagram: 1h 35m", "WhatsApp: 1h 10m",
                           "Maps: 0h 12m", "Total: 6h 02m"]


def test_given_file_in_workspace():
    proc = subprocess.run([sys.executable, SCRIPT, "usage.csv"], cwd=WORKSPACE,
                          capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["YouTube: 3h 05m", "Instagram: 1h 35m", "WhatsApp: 1h 10m",
                           "Maps: 0h 12m", "Total: 6h 02m"]


def test_day(tmp_path):
    proc = run(tmp_path, USAGE, "--day", "2024-06-04")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["YouTube: 1h 30m", "WhatsApp: 0h 30m", "Maps: 0h 12m",
                           "Total: 2h 12m"]
    proc = run(tmp_path, USAGE, "--day", "2024-06-05")
    assert lines(proc) == ["Instagram: 1h 00m", "Total: 1h 00m"]


def test_top(tmp_path):
    proc = run(tmp_path, USAGE, "--top", "2")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["YouTube: 3h 05m", "Instagram: 1h 35m", "Total: 6h 02m"]
    proc = run(tmp_path, USAGE, "--top", "1", "--day", "2024-06-03")
    assert lines(proc) == ["YouTube: 1h 35m", "Total: 2h 50m"]
    proc = run(tmp_path, USAGE, "--day", "2024-06-03", "--top", "1")
    assert lines(proc) == ["YouTube: 1h 35m", "Total: 2h 50m"]
    proc = run(tmp_path, USAGE, "--top", "10")
    assert lines(proc) == ["YouTube: 3h 05m", "Instagram: 1h 35m", "WhatsApp: 1h 10m",
                           "Maps: 0h 12m", "Total: 6h 02m"]


def test_nothing_to_count(tmp_path):
    proc = run(tmp_path, USAGE, "--day", "2024-06-09")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["No screen time recorded."]
    proc = run(tmp_path, "date,app,minutes\n")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["No screen time recorded."]
    proc = run(tmp_path, "date,app,minutes\n\n\n")
    assert lines(proc) == ["No screen time recorded."]


def test_ties_spaces_blank_lines_long_times(tmp_path):
    text = ("date,app,minutes\n"
            "2024-07-01, Maps , 20\n"
            "\n"
            "2024-07-01,Duolingo,20\n"
            "2024-07-02 ,Netflix, 125\n"
            "   \n"
            "2024-07-02,Netflix,600\n"
            "2024-07-02,Camera,5\n")
    proc = run(tmp_path, text)
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == ["Netflix: 12h 05m", "Duolingo: 0h 20m", "Maps: 0h 20m",
                           "Camera: 0h 05m", "Total: 12h 50m"]
    proc = run(tmp_path, text, "--day", "2024-07-01")
    assert lines(proc) == ["Duolingo: 0h 20m", "Maps: 0h 20m", "Total: 0h 40m"]


def test_sampled(tmp_path):
    rng = random.Random(46)
    apps = ["Maps", "Netflix", "Spotify", "Chrome", "Gmail", "TikTok", "Camera"]
    days = ["2024-08-01", "2024-08-02", "2024-08-03"]
    for i in range(8):
        rows = [(rng.choice(days), rng.choice(apps), rng.randint(1, 200))
                for _ in range(rng.randint(1, 25))]
        text = "date,app,minutes\n" + "".join(f"{d},{a},{m}\n" for d, a, m in rows)
        day = rng.choice([None, *days])
        top = rng.choice([None, 1, 2, 3])
        args = (["--day", day] if day else []) + (["--top", str(top)] if top else [])
        totals = {}
        for d, a, m in rows:
            if day is None or d == day:
                totals[a] = totals.get(a, 0) + m
        ranked = sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))
        if top:
            ranked = ranked[:top]
        want = [f"{a}: {hm(m)}" for a, m in ranked] + [f"Total: {hm(sum(totals.values()))}"]
        if not totals:
            want = ["No screen time recorded."]
        proc = run(tmp_path, text, *args, name=f"u{i}.csv")
        assert proc.returncode == 0, proc.stderr
        assert lines(proc) == want, (rows, args)


def test_missing_file(tmp_path):
    proc = run(tmp_path, None, name="not_there.csv")
    assert proc.returncode == 1
    assert proc.stderr.strip()


@pytest.mark.parametrize("bad, number", [
    ("2024-06-05,Maps,ten\n", 4),
    ("2024-06-05,Maps,1.5\n", 4),
    ("2024-06-05,Maps,-5\n", 4),
    ("2024-06-05,Maps\n", 4),
    ("\n2024-06-05,Maps,\n", 5),
])
def test_bad_line(tmp_path, bad, number):
    text = "date,app,minutes\n2024-06-03,YouTube,95\n2024-06-03,WhatsApp,40\n" + bad
    proc = run(tmp_path, text)
    assert proc.returncode == 1
    assert f"bad line {number}" in proc.stderr.lower()
