"""Hidden check for carol_singing_cli: carols.py FILE [--top N] prints the street totals (most
first, ties alphabetical, first spelling, streets matched ignoring case), the total line and
the best night exactly as the prompt shows; usage errors exit 2, unreadable files and bad
lines exit 1 with the line number."""

import os
import random
import subprocess
import sys
from datetime import date, timedelta

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "carols.py")

GIVEN = """# Carol singing for the hospice, December 2024
# date, street, what was in the tin

2024-12-14  Elm Road      23.40
2024-12-14  Church Lane   £18.05
2024-12-15  Elm Road      11.20
2024-12-15  Mill Street   31.75
2024-12-21  church lane   26.00
2024-12-21  The Green     9.60
2024-12-22  Mill Street   14.30
"""

EXPECTED = """Mill Street: £46.05 (2 nights)
Church Lane: £44.05 (2 nights)
Elm Road: £34.60 (2 nights)
The Green: £9.60 (1 night)
Total: £134.30 from 4 streets over 4 nights
Best night: 2024-12-15 (£42.95)"""


def run(args, tmp_path=None, text=None):
    assert os.path.isfile(SCRIPT), "carols.py is missing"
    if text is not None:
        path = tmp_path / "log.txt"
        path.write_text(text, encoding="utf-8")
        args = [str(path) if a == "LOG" else a for a in args]
    env = dict(os.environ)
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONUTF8"] = "1"
    proc = subprocess.run([sys.executable, SCRIPT, *args], cwd=WORKSPACE, env=env,
                          capture_output=True, text=True, encoding="utf-8", timeout=60,
                          stdin=subprocess.DEVNULL)
    return proc


def lines_of(out):
    return [ln.rstrip() for ln in out.strip().splitlines()]


def expected_report(rows, top=None):
    names, totals, nights, by_day = {}, {}, {}, {}
    for day, street, pence in rows:
        key = " ".join(street.split()).lower()
        names.setdefault(key, " ".join(street.split()))
        totals[key] = totals.get(key, 0) + pence
        nights.setdefault(key, set()).add(day)
        by_day[day] = by_day.get(day, 0) + pence
    if not rows:
        return ["No collections yet."]
    order = sorted(totals, key=lambda k: (-totals[k], names[k].lower()))

    def money(p):
        return f"£{p // 100}.{p % 100:02d}"

    def plural(n, word):
        return f"{n} {word}" + ("" if n == 1 else "s")

    out = [f"{names[k]}: {money(totals[k])} ({plural(len(nights[k]), 'night')})"
           for k in (order[:top] if top else order)]
    out.append(f"Total: {money(sum(totals.values()))} from {plural(len(totals), 'street')} "
               f"over {plural(len(by_day), 'night')}")
    best = min(by_day, key=lambda d: (-by_day[d], d))
    out.append(f"Best night: {best.isoformat()} ({money(by_day[best])})")
    return out


def test_given_file():
    proc = run(["collections.txt"])
    assert proc.returncode == 0, proc.stderr
    assert lines_of(proc.stdout) == EXPECTED.splitlines()


def test_given_file_copy(tmp_path):
    proc = run(["LOG"], tmp_path, GIVEN)
    assert proc.returncode == 0, proc.stderr
    assert lines_of(proc.stdout) == EXPECTED.splitlines()


def test_top(tmp_path):
    want = EXPECTED.splitlines()
    proc = run(["LOG", "--top", "2"], tmp_path, GIVEN)
    assert proc.returncode == 0, proc.stderr
    assert lines_of(proc.stdout) == want[:2] + want[-2:]
    proc = run(["--top", "1", "LOG"], tmp_path, GIVEN)
    assert proc.returncode == 0, proc.stderr
    assert lines_of(proc.stdout) == want[:1] + want[-2:]
    proc = run(["LOG", "--top", "10"], tmp_path, GIVEN)
    assert lines_of(proc.stdout) == want


def test_singular_and_ties(tmp_path):
    text = "2024-12-20 High Street 5\n"
    proc = run(["LOG"], tmp_path, text)
    assert proc.returncode == 0, proc.stderr
    assert lines_of(proc.stdout) == ["High Street: £5.00 (1 night)",
                                     "Total: £5.00 from 1 street over 1 night",
                                     "Best night: 2024-12-20 (£5.00)"]
    text = ("2024-12-20 Station Road £10.50\n2024-12-19 Acre Lane 10.50\n"
            "2024-12-20   station   road   2.00\n2024-12-19 ACRE LANE £2\n"
            "2024-12-21 the close 0.00\n")
    proc = run(["LOG"], tmp_path, text)
    assert proc.returncode == 0, proc.stderr
    assert lines_of(proc.stdout) == ["Acre Lane: £12.50 (1 night)",
                                     "Station Road: £12.50 (1 night)",
                                     "the close: £0.00 (1 night)",
                                     "Total: £25.00 from 3 streets over 3 nights",
                                     "Best night: 2024-12-19 (£12.50)"]


def test_empty(tmp_path):
    for text in ["", "# nothing yet\n\n"]:
        proc = run(["LOG"], tmp_path, text)
        assert proc.returncode == 0, proc.stderr
        assert lines_of(proc.stdout) == ["No collections yet."]


def test_sampled(tmp_path):
    rng = random.Random(6363)
    streets = ["Elm Road", "Church Lane", "Mill Street", "The Green", "Orchard Close",
               "Station Road", "Back Lane"]
    for _ in range(25):
        rows, lines = [], ["# log"]
        for _ in range(rng.randint(1, 14)):
            day = date(2024, 12, 1) + timedelta(days=rng.randint(0, 23))
            street = rng.choice(streets)
            written = rng.choice([street, street.lower(), street.upper(), street])
            pence = rng.randint(0, 6000)
            amount = f"{pence // 100}.{pence % 100:02d}"
            if rng.random() < 0.4:
                amount = "£" + amount
            rows.append((day, street if written == street else written, pence))
            lines.append(f"{day.isoformat()}{' ' * rng.randint(1, 4)}{written}"
                         f"{' ' * rng.randint(1, 4)}{amount}")
            if rng.random() < 0.2:
                lines.append("")
        top = rng.choice([None, None, 1, 2, 3])
        args = ["LOG"] + (["--top", str(top)] if top else [])
        proc = run(args, tmp_path, "\n".join(lines) + "\n")
        assert proc.returncode == 0, proc.stderr
        assert lines_of(proc.stdout) == expected_report(rows, top), "\n".join(lines)


def test_usage_errors(tmp_path):
    for args in [[], ["LOG", "--top"], ["LOG", "--top", "0"], ["LOG", "--top", "two"],
                 ["LOG", "--top", "-1"], ["LOG", "other.txt"]]:
        proc = run(args, tmp_path, GIVEN)
        assert proc.returncode == 2, (args, proc.returncode)
        assert "usage: python carols.py FILE [--top N]" in proc.stderr, args
        assert proc.stdout.strip() == "", args


def test_file_errors(tmp_path):
    proc = run([str(tmp_path / "missing.txt")])
    assert proc.returncode == 1
    assert proc.stderr.strip()
    assert "Traceback" not in proc.stderr
    for text, n in [("2024-12-14 Elm Road 3.00\n14/12/2024 Elm Road 3.00\n", 2),
                    ("# x\n\n2024-12-14 Elm Road\n", 3),
                    ("2024-12-14 Elm Road lots\n", 1),
                    ("2024-12-14 Elm Road 3.00\n2024-12-14 Elm Road -3.00\n", 2),
                    ("2024-12-14 Elm Road 3.005\n", 1),
                    ("2024-02-30 Elm Road 3.00\n", 1)]:
        proc = run(["LOG"], tmp_path, text)
        assert proc.returncode == 1, (text, proc.returncode, proc.stdout)
        assert f"line {n}" in proc.stderr, (text, proc.stderr)
        assert "Traceback" not in proc.stderr
