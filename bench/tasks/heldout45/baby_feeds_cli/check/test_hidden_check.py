"""Hidden check for baby_feeds_cli: feeds.py FILE prints a line per day in date order
('DATE: N feeds, M ml', '1 feed'), then the rounded average per day; 'no feeds' for an empty
log; bad lines, a missing file and wrong arguments give the stated exit codes and messages."""

import os
import random
import subprocess
import sys
from datetime import date, timedelta

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "feeds.py")

LOG = """# Rosie's feeds
2024-03-02 00:40 90
2024-03-01 06:10 120
2024-03-01 09:30 130

2024-03-01 13:00 140
2024-03-01 16:45 120
2024-03-01 20:15 130
2024-03-02 05:50 120
2024-03-02 09:00 150
2024-03-02 12:40 140
2024-03-02 16:20 130
2024-03-02 19:55 150
2024-03-03 02:30 95
"""


def run(tmp_path, *args, text=None):
    if text is not None:
        path = tmp_path / "log.txt"
        path.write_text(text, encoding="utf-8")
        args = (str(path), *args)
    proc = subprocess.run([sys.executable, SCRIPT, *args], cwd=tmp_path, capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL)
    return proc


def lines(out):
    return [ln.rstrip() for ln in out.strip().splitlines()]


def test_prompt_example(tmp_path):
    proc = run(tmp_path, text=LOG)
    assert proc.returncode == 0, proc.stderr
    assert lines(proc.stdout) == ["2024-03-01: 5 feeds, 640 ml", "2024-03-02: 6 feeds, 780 ml",
                                  "2024-03-03: 1 feed, 95 ml", "average: 505 ml a day"]


def test_more_logs(tmp_path):
    proc = run(tmp_path, text="2024-12-31 23:59 100\n2025-01-01 00:00 60\n"
                              "2025-01-01 03:00 80\n2024-12-31 20:00 70\n")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc.stdout) == ["2024-12-31: 2 feeds, 170 ml", "2025-01-01: 2 feeds, 140 ml",
                                  "average: 155 ml a day"]
    proc = run(tmp_path, text="2024-05-10 07:00 150\n")
    assert lines(proc.stdout) == ["2024-05-10: 1 feed, 150 ml", "average: 150 ml a day"]
    # rounded to a whole number
    proc = run(tmp_path, text="2024-05-10 07:00 100\n2024-05-11 07:00 100\n"
                              "2024-05-12 07:00 101\n")
    assert lines(proc.stdout)[-1] == "average: 100 ml a day"
    proc = run(tmp_path, text="2024-05-10 07:00 100\n2024-05-11 07:00 102\n"
                              "2024-05-12 07:00 100\n")
    assert lines(proc.stdout)[-1] == "average: 101 ml a day"
    proc = run(tmp_path, text="2024-05-10 07:00 100\n2024-05-11 07:00 101\n"
                              "2024-05-12 07:00 101\n")
    assert lines(proc.stdout)[-1] == "average: 101 ml a day"
    # days with no feeds in between don't count towards the average
    proc = run(tmp_path, text="  2024-06-01 08:00 200  \n#\n\n2024-06-05 08:00 100\n")
    assert proc.returncode == 0, proc.stderr
    assert lines(proc.stdout) == ["2024-06-01: 1 feed, 200 ml", "2024-06-05: 1 feed, 100 ml",
                                  "average: 150 ml a day"]


def test_sampled(tmp_path):
    rng = random.Random(4545)
    for _ in range(6):
        feeds = []
        for _ in range(rng.randint(1, 40)):
            day = date(2024, 2, 25) + timedelta(days=rng.randint(0, 9))
            feeds.append((day, f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}",
                          rng.randint(30, 200)))
        rng.shuffle(feeds)
        text = "".join(f"{d.isoformat()} {t} {ml}\n" for d, t, ml in feeds)
        want = []
        days = sorted({d for d, _, _ in feeds})
        for d in days:
            mls = [ml for dd, _, ml in feeds if dd == d]
            word = "feed" if len(mls) == 1 else "feeds"
            want.append(f"{d.isoformat()}: {len(mls)} {word}, {sum(mls)} ml")
        total = sum(ml for _, _, ml in feeds)
        if (2 * total) % len(days) == 0 and (2 * total // len(days)) % 2 == 1:
            continue  # an exact half: rounding either way is fair
        want.append(f"average: {round(total / len(days))} ml a day")
        proc = run(tmp_path, text=text)
        assert proc.returncode == 0, proc.stderr
        assert lines(proc.stdout) == want, text


def test_no_feeds(tmp_path):
    for text in ["", "# nothing yet\n", "\n\n  \n# a note\n"]:
        proc = run(tmp_path, text=text)
        assert proc.returncode == 0, proc.stderr
        assert lines(proc.stdout) == ["no feeds"]


def test_bad_lines(tmp_path):
    good = "2024-03-01 06:10 120\n\n# note\n"
    for bad in ["2024-03-01 0610 120", "2024-03-01 06:10", "2024-02-30 06:10 100",
                "2024-03-01 06:10 lots", "2024-03-01 25:10 100", "2024-03-01 06:61 100",
                "2024-03-01 06:10 0", "2024-03-01 06:10 -20", "2024-03-01 06:10 120.5",
                "yesterday 06:10 100", "120"]:
        proc = run(tmp_path, text=good + bad + "\n2024-03-02 07:00 100\n")
        assert proc.returncode == 1, (bad, proc.stdout, proc.stderr)
        assert proc.stdout.strip() == "", bad
        assert "line 4" in proc.stderr, (bad, proc.stderr)


def test_missing_file(tmp_path):
    proc = run(tmp_path, str(tmp_path / "not-there.txt"))
    assert proc.returncode == 1
    assert proc.stderr.strip()


def test_usage(tmp_path):
    for args in [(), ("a.txt", "b.txt")]:
        proc = run(tmp_path, *args)
        assert proc.returncode == 2, args
        assert "usage: python feeds.py FILE" in proc.stderr
