"""Hidden check for cycle_commute_cli: commute.py summary / month / saved print what the prompt
shows; a file that can't be read or has a bad line is exit 1 with an error on stderr; a wrong
command line is exit 2 with a message on stderr; nothing on stdout when it fails."""

import os
import random
import subprocess
import sys
from datetime import date, timedelta

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "commute.py")

RIDES = """# March commute
2024-03-04 12.5
2024-03-05 12.5

2024-03-06 14.2
2024-03-11 11.8
2024-04-02 12.5
"""


def run(tmp_path, *args, rides=RIDES, name="rides.txt"):
    if rides is not None:
        (tmp_path / name).write_text(rides, encoding="utf-8")
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    assert os.path.isfile(SCRIPT), "commute.py is missing"
    proc = subprocess.run([sys.executable, SCRIPT, *args], cwd=tmp_path, env=env,
                          capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8")


def ok(result):
    code, out, err = result
    assert code == 0, (code, out, err)
    return out.splitlines()


def failed(result, code):
    got, out, err = result
    assert got == code, (got, out, err)
    assert out.strip() == "", out
    assert err.strip(), "nothing on stderr"
    return err


def test_summary(tmp_path):
    assert ok(run(tmp_path, "summary", "rides.txt")) == [
        "rides: 5", "distance: 63.5 km", "longest: 14.2 km on 2024-03-06"]


def test_month(tmp_path):
    assert ok(run(tmp_path, "month", "rides.txt", "2024-03")) == ["2024-03: 4 rides, 51.0 km"]
    assert ok(run(tmp_path, "month", "rides.txt", "2024-04")) == ["2024-04: 1 ride, 12.5 km"]
    assert ok(run(tmp_path, "month", "rides.txt", "2024-05")) == ["2024-05: 0 rides, 0.0 km"]
    assert ok(run(tmp_path, "month", "rides.txt", "2023-03")) == ["2023-03: 0 rides, 0.0 km"]


def test_saved(tmp_path):
    assert ok(run(tmp_path, "saved", "rides.txt")) == ["saved £12.50 over 5 rides"]
    assert ok(run(tmp_path, "saved", "rides.txt", "--fare", "2.80")) == [
        "saved £14.00 over 5 rides"]
    assert ok(run(tmp_path, "saved", "one.txt", "--fare", "3", rides="2024-05-01 9\n",
                  name="one.txt")) == ["saved £3.00 over 1 ride"]


def test_other_files(tmp_path):
    rides = "2024-06-03 8\n# note\n2024-05-30 10.4\n2024-06-01 10.4\n   \n2024-06-02 3.3\n"
    assert ok(run(tmp_path, "summary", "r.txt", rides=rides, name="r.txt")) == [
        "rides: 4", "distance: 32.1 km", "longest: 10.4 km on 2024-05-30"]
    assert ok(run(tmp_path, "month", "r.txt", "2024-06", rides=rides, name="r.txt")) == [
        "2024-06: 3 rides, 21.7 km"]
    assert ok(run(tmp_path, "summary", "empty.txt", rides="# nothing yet\n\n",
                  name="empty.txt")) == ["rides: 0", "distance: 0.0 km"]
    assert ok(run(tmp_path, "saved", "empty.txt", rides="", name="empty.txt")) == [
        "saved £0.00 over 0 rides"]


def test_sampled(tmp_path):
    rng = random.Random(60)
    for i in range(6):
        rides = [(date(2024, 1, 1) + timedelta(days=rng.randint(0, 200)), rng.randint(10, 300))
                 for _ in range(rng.randint(1, 25))]
        text = "".join(f"{d.isoformat()} {t / 10}\n" for d, t in rides)
        name = f"s{i}.txt"
        best = min(rides, key=lambda r: (-r[1], r[0]))
        assert ok(run(tmp_path, "summary", name, rides=text, name=name)) == [
            f"rides: {len(rides)}", f"distance: {sum(t for _, t in rides) / 10:.1f} km",
            f"longest: {best[1] / 10:.1f} km on {best[0].isoformat()}"]
        month = rides[0][0].isoformat()[:7]
        chosen = [t for d, t in rides if d.isoformat()[:7] == month]
        word = "ride" if len(chosen) == 1 else "rides"
        assert ok(run(tmp_path, "month", name, month, rides=None)) == [
            f"{month}: {len(chosen)} {word}, {sum(chosen) / 10:.1f} km"]
        pence = rng.randint(100, 600)
        word = "ride" if len(rides) == 1 else "rides"
        assert ok(run(tmp_path, "saved", name, "--fare", f"{pence / 100:.2f}", rides=None)) == [
            f"saved £{len(rides) * pence / 100:.2f} over {len(rides)} {word}"]


def test_unreadable_file(tmp_path):
    err = failed(run(tmp_path, "summary", "nope.txt", rides=None), 1)
    assert "error: can't read nope.txt" in err
    err = failed(run(tmp_path, "month", "missing.txt", "2024-03", rides=None), 1)
    assert "error: can't read missing.txt" in err


@pytest.mark.parametrize("bad, number", [
    ("2024-03-04 12.5\n2024-03-05 12.5\n2024-03-3O 12.5\n", 3),
    ("# c\n\n2024-03-04 twelve\n", 3),
    ("2024-03-04 0\n", 1),
    ("2024-03-04 -4\n", 1),
    ("2024-03-04\n", 1),
    ("2024-02-30 5\n", 1),
    ("2024-03-04 12.5\n\n\n\n04/03/2024 12.5\n", 5),
])
def test_bad_line(tmp_path, bad, number):
    for args in (["summary", "b.txt"], ["month", "b.txt", "2024-03"], ["saved", "b.txt"]):
        err = failed(run(tmp_path, *args, rides=bad, name="b.txt"), 1)
        assert "error:" in err and f"line {number}" in err, err


@pytest.mark.parametrize("args", [
    [], ["fly", "rides.txt"], ["summary"], ["month", "rides.txt"],
    ["month", "rides.txt", "2024-3"], ["month", "rides.txt", "March"],
    ["month", "rides.txt", "2024-03-04"], ["saved", "rides.txt", "--fare", "abc"],
    ["saved", "rides.txt", "--fare", "0"], ["saved", "rides.txt", "--fare", "-2"],
])
def test_usage_errors(tmp_path, args):
    failed(run(tmp_path, *args), 2)
