"""Hidden check for carpet_quote_cli: carpet_quote.py run as a script on job files: room and
stairs lines, prices with and without --protect, the minimum charge, the output lines, and
the exit codes and messages for bad arguments, unreadable files and bad lines."""

import os
import random
import re
import subprocess
import sys
from decimal import ROUND_HALF_UP, Decimal

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "carpet_quote.py")

EXAMPLE = "# Mrs Hughes, 14 Elm Road\nLounge: 5.2 x 4.1\nHall: 3 x 1.2\n\nstairs: 13\n"


def run(tmp_path, *args, job=None, name="job.txt"):
    if job is not None:
        (tmp_path / name).write_text(job, encoding="utf-8")
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run([sys.executable, SCRIPT, *args], cwd=tmp_path, env=env,
                          capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
    return (proc.returncode, proc.stdout.decode("utf-8").replace("\r\n", "\n"),
            proc.stderr.decode("utf-8", "replace"))


def lines(out):
    return [ln.rstrip() for ln in out.strip("\n").split("\n")] if out.strip() else []


def test_script_exists():
    assert os.path.isfile(SCRIPT), "carpet_quote.py is missing"


def test_prompt_example(tmp_path):
    rc, out, err = run(tmp_path, "job.txt", job=EXAMPLE)
    assert rc == 0, err
    assert lines(out) == ["Lounge: 21.32 m2 £68.22", "Hall: 3.60 m2 £11.52",
                          "Stairs: 13 steps £32.50", "Total: £112.24"]


def test_protect(tmp_path):
    rc, out, err = run(tmp_path, "job.txt", "--protect", job=EXAMPLE)
    assert rc == 0, err
    assert lines(out) == ["Lounge: 21.32 m2 £93.81", "Hall: 3.60 m2 £15.84",
                          "Stairs: 13 steps £32.50", "Total: £142.15"]


def test_minimum_charge(tmp_path):
    rc, out, err = run(tmp_path, "job.txt", job="Bathroom: 2 x 1.5\n")
    assert rc == 0, err
    assert lines(out) == ["Bathroom: 3.00 m2 £9.60", "Total: £45.00 (minimum charge)"]
    rc, out, err = run(tmp_path, "job.txt", "--protect", job="Box room: 2.5x2.5\n")
    assert rc == 0, err
    assert lines(out) == ["Box room: 6.25 m2 £27.50", "Total: £45.00 (minimum charge)"]
    # exactly the minimum is not "less"
    rc, out, err = run(tmp_path, "job.txt", job="STAIRS: 18\n")
    assert rc == 0, err
    assert lines(out) == ["Stairs: 18 steps £45.00", "Total: £45.00"]
    rc, out, err = run(tmp_path, "job.txt", job="Stairs: 17\n")
    assert rc == 0, err
    assert lines(out) == ["Stairs: 17 steps £42.50", "Total: £45.00 (minimum charge)"]


def test_formats_and_stairs(tmp_path):
    job = ("  Dining room :4X3.5  \n# upstairs\nstairs: 12\nMain bedroom: 4.4 x 3.9\n"
           "Stairs: 3\n\n\nLanding: 2 X 1\n")
    rc, out, err = run(tmp_path, "job.txt", job=job)
    assert rc == 0, err
    assert lines(out) == ["Dining room: 14.00 m2 £44.80", "Main bedroom: 17.16 m2 £54.91",
                          "Landing: 2.00 m2 £6.40", "Stairs: 15 steps £37.50",
                          "Total: £143.61"]


def test_no_trailing_newline_and_comment_only_lines(tmp_path):
    rc, out, err = run(tmp_path, "job.txt", job="# job 7\nKitchen: 6 x 5")
    assert rc == 0, err
    assert lines(out) == ["Kitchen: 30.00 m2 £96.00", "Total: £96.00"]


@pytest.mark.parametrize("args", [[], ["job.txt", "other.txt"], ["job.txt", "--fast"],
                                  ["--protect"]])
def test_usage_errors(tmp_path, args):
    (tmp_path / "other.txt").write_text(EXAMPLE, encoding="utf-8")
    rc, out, err = run(tmp_path, *args, job=EXAMPLE)
    assert rc == 2, (args, rc, out)
    assert out.strip() == ""
    assert err.strip()


def test_missing_file(tmp_path):
    rc, out, err = run(tmp_path, "no_such_job.txt")
    assert rc == 1, (rc, out)
    assert out.strip() == ""
    assert err.strip()


@pytest.mark.parametrize("bad", ["Lounge 5 x 4", "Lounge: 5 by 4", "Lounge: 0 x 4",
                                 "Lounge: -2 x 3", "Lounge: 5 x", "Lounge: five x 4",
                                 "Lounge: 5 x 4 x 3", "stairs: 0", "stairs: 2.5",
                                 "stairs: lots", "just some words"])
def test_bad_line(tmp_path, bad):
    job = f"# Mr Cole\nHall: 3 x 1.2\n\n{bad}\nLounge: 5.2 x 4.1\n"
    rc, out, err = run(tmp_path, "job.txt", job=job)
    assert rc == 3, (bad, rc, out)
    assert out.strip() == "", bad
    assert re.search(r"\bline 4\b", err, re.IGNORECASE), (bad, err)


def test_bad_line_number_counts_everything(tmp_path):
    job = "\n".join(["# a"] * 10 + [""] * 3 + ["Hall: 3 x 1", "Hall 3 x 1"]) + "\n"
    rc, out, err = run(tmp_path, "job.txt", job=job)
    assert rc == 3 and out.strip() == ""
    assert re.search(r"\bline 15\b", err, re.IGNORECASE), err


@pytest.mark.parametrize("job", ["", "# nothing booked yet\n\n"])
def test_nothing_to_quote(tmp_path, job):
    rc, out, err = run(tmp_path, "job.txt", job=job)
    assert rc == 3, (rc, out)
    assert out.strip() == ""
    assert err.strip()


def money(value):
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def test_sampled(tmp_path):
    rng = random.Random(5454)
    names = ["Lounge", "Hall", "Kitchen", "Bedroom 1", "Bedroom 2", "Study", "Nursery",
             "Snug", "Box room", "Dining room"]
    for k in range(25):
        protect = rng.random() < 0.5
        rate = Decimal("4.40") if protect else Decimal("3.20")
        job, want, total, steps = [], [], Decimal(0), 0
        for name in rng.sample(names, rng.randint(0, 5)):
            length = Decimal(rng.randint(5, 90)) / 10
            width = Decimal(rng.randint(5, 90)) / 10
            job.append(f"{name}: {length} {rng.choice('xX')} {width}")
            area = length * width
            price = money(area * rate)
            total += price
            want.append(f"{name}: {area:.2f} m2 £{price}")
        for _ in range(rng.randint(0 if job else 1, 2)):
            n = rng.randint(1, 20)
            job.insert(rng.randint(0, len(job)), f"stairs: {n}")
            steps += n
        if steps:
            price = money(Decimal(steps) * Decimal("2.50"))
            total += price
            want.append(f"Stairs: {steps} steps £{price}")
        want.append(f"Total: £{total}" if total >= 45 else "Total: £45.00 (minimum charge)")
        args = ["job.txt", "--protect"] if protect else ["job.txt"]
        rc, out, err = run(tmp_path, *args, job="\n".join(job) + "\n")
        assert rc == 0, (job, err)
        assert lines(out) == want, (job, protect)
