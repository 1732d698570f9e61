"""Hidden check for taxi_split_cli: python split.py TOTAL PEOPLE prints the shares (2
decimals, adding up to the total, extra pennies on the first people); wrong arguments give
an "error:" message on stderr and exit status 2."""

import os
import random
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "split.py")


def run(*args):
    assert os.path.isfile(SCRIPT), "split.py is missing"
    return subprocess.run([sys.executable, SCRIPT, *args], cwd=WORKSPACE, capture_output=True,
                          text=True, timeout=30, stdin=subprocess.DEVNULL)


def out(*args):
    proc = run(*args)
    assert proc.returncode == 0, (args, proc.returncode, proc.stderr[-500:])
    return proc.stdout.strip()


def test_prompt_examples():
    assert out("10", "3") == "3.34 3.33 3.33"
    assert out("45.60", "4") == "11.40 11.40 11.40 11.40"


def test_more():
    assert out("10", "4") == "2.50 2.50 2.50 2.50"
    assert out("10.01", "3") == "3.34 3.34 3.33"
    assert out("0.05", "2") == "0.03 0.02"
    assert out("0.02", "3") == "0.01 0.01 0.00"
    assert out("0", "2") == "0.00 0.00"
    assert out("17.5", "1") == "17.50"
    assert out("23", "6") == "3.84 3.84 3.83 3.83 3.83 3.83"
    assert out("100", "7") == "14.29 14.29 14.29 14.29 14.28 14.28 14.28"


def test_sampled():
    rng = random.Random(383)
    for _ in range(25):
        pennies, people = rng.randint(0, 20000), rng.randint(1, 9)
        total = f"{pennies // 100}.{pennies % 100:02d}"
        got = out(total, str(people)).split()
        assert len(got) == people
        base, extra = divmod(pennies, people)
        want = [base + 1] * extra + [base] * (people - extra)
        assert got == [f"{p // 100}.{p % 100:02d}" for p in want], (total, people, got)


@pytest.mark.parametrize("args", [(), ("10",), ("10", "3", "4"), ("ten", "3"), ("10", "three"),
                                  ("-5", "2"), ("10", "0"), ("10", "-2"), ("10", "2.5")])
def test_errors(args):
    proc = run(*args)
    assert proc.returncode == 2, (args, proc.returncode, proc.stdout)
    assert "error:" in proc.stderr, (args, proc.stderr)
    assert proc.stdout.strip() == "", (args, proc.stdout)
