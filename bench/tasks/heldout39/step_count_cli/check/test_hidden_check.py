"""Hidden check for step_count_cli: python steps.py [--goal N] reads step counts from stdin and
prints days, total, average (halves up), the first best day and how many days met the goal;
"no data" and exit status 1 for no counts."""

import os
import random
import subprocess
import sys

WORKSPACE = os.getcwd()


def run(stdin, *args):
    return subprocess.run([sys.executable, "steps.py", *args], cwd=WORKSPACE, input=stdin,
                          capture_output=True, text=True, timeout=60)


def lines_of(proc):
    return [line.rstrip() for line in proc.stdout.strip().splitlines()]


def expected(counts, goal=10000):
    total = sum(counts)
    best = max(counts)
    return [f"days: {len(counts)}", f"total: {total}",
            f"average: {(2 * total + len(counts)) // (2 * len(counts))}",
            f"best: day {counts.index(best) + 1} ({best})",
            f"goal met: {sum(c >= goal for c in counts)} of {len(counts)}"]


def test_prompt_example():
    proc = run("8200\n10000\n12004\n5026\n6000\n")
    assert proc.returncode == 0, proc.stderr
    assert lines_of(proc) == ["days: 5", "total: 41230", "average: 8246",
                              "best: day 3 (12004)", "goal met: 2 of 5"]


def test_goal_option():
    proc = run("8200\n10000\n12004\n5026\n6000\n", "--goal", "8000")
    assert proc.returncode == 0, proc.stderr
    assert lines_of(proc)[-1] == "goal met: 3 of 5"
    proc = run("8200\n10000\n12004\n5026\n6000\n", "--goal", "8200")
    assert lines_of(proc)[-1] == "goal met: 3 of 5"
    proc = run("8200\n10000\n12004\n5026\n6000\n", "--goal", "20000")
    assert lines_of(proc)[-1] == "goal met: 0 of 5"


def test_average_halves_up():
    assert lines_of(run("8246\n8247\n"))[2] == "average: 8247"
    assert lines_of(run("1\n2\n"))[2] == "average: 2"
    assert lines_of(run("2\n3\n"))[2] == "average: 3"
    assert lines_of(run("10\n10\n11\n"))[2] == "average: 10"
    assert lines_of(run("10\n11\n11\n"))[2] == "average: 11"


def test_first_best_and_blank_lines():
    proc = run("\n4000\n\n9000\n9000\n  \n3000\n")
    assert proc.returncode == 0, proc.stderr
    assert lines_of(proc) == ["days: 4", "total: 25000", "average: 6250",
                              "best: day 2 (9000)", "goal met: 0 of 4"]
    assert lines_of(run("10000\n")) == ["days: 1", "total: 10000", "average: 10000",
                                        "best: day 1 (10000)", "goal met: 1 of 1"]


def test_no_data():
    for stdin in ["", "\n\n", "   \n"]:
        proc = run(stdin)
        assert proc.returncode == 1
        assert proc.stdout.strip() == "no data"


def test_sampled():
    rng = random.Random(3939)
    for _ in range(15):
        counts = [rng.randint(0, 20000) for _ in range(rng.randint(1, 31))]
        goal = rng.choice([None, 5000, 8000, 12000])
        args = [] if goal is None else ["--goal", str(goal)]
        proc = run("".join(f"{c}\n" for c in counts), *args)
        assert proc.returncode == 0, proc.stderr
        assert lines_of(proc) == expected(counts, goal or 10000), (counts, goal)
