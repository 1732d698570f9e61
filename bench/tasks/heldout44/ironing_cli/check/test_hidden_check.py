"""Hidden check for ironing_cli: ironing.py prints one line per item in the order given, an
express line (50%) with --express anywhere, and the total; bad arguments go to stderr with exit
status 1 and no bill."""

import os
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()


def run(*args):
    script = os.path.join(WORKSPACE, "ironing.py")
    assert os.path.isfile(script), "ironing.py is missing"
    return subprocess.run([sys.executable, script, *args], cwd=WORKSPACE, capture_output=True,
                          text=True, timeout=30, stdin=subprocess.DEVNULL)


def bill(*args):
    proc = run(*args)
    assert proc.returncode == 0, (args, proc.returncode, proc.stderr[-1000:])
    return [line.rstrip() for line in proc.stdout.strip().splitlines()]


def test_prompt_examples():
    assert bill("shirts=5", "trousers=2") == [
        "shirts 5 x 1.50 = 7.50", "trousers 2 x 2.00 = 4.00", "total 11.50"]
    assert bill("bedding=1", "--express", "shirts=3") == [
        "bedding 1 x 5.00 = 5.00", "shirts 3 x 1.50 = 4.50", "express 4.75", "total 14.25"]


def test_more_bills():
    assert bill("dresses=1") == ["dresses 1 x 3.50 = 3.50", "total 3.50"]
    assert bill("trousers=4", "dresses=2", "shirts=1", "bedding=2") == [
        "trousers 4 x 2.00 = 8.00", "dresses 2 x 3.50 = 7.00", "shirts 1 x 1.50 = 1.50",
        "bedding 2 x 5.00 = 10.00", "total 26.50"]
    assert bill("shirts=12") == ["shirts 12 x 1.50 = 18.00", "total 18.00"]


def test_express_anywhere():
    want = ["dresses 3 x 3.50 = 10.50", "trousers 1 x 2.00 = 2.00", "express 6.25",
            "total 18.75"]
    assert bill("--express", "dresses=3", "trousers=1") == want
    assert bill("dresses=3", "--express", "trousers=1") == want
    assert bill("dresses=3", "trousers=1", "--express") == want
    assert bill("shirts=1", "--express") == [
        "shirts 1 x 1.50 = 1.50", "express 0.75", "total 2.25"]


@pytest.mark.parametrize("args", [
    ("socks=2",),
    ("shirts=5", "curtains=1"),
    ("shirts=0",),
    ("shirts=-1",),
    ("shirts=2.5",),
    ("shirts=lots",),
    ("shirts",),
    ("shirts", "5"),
    (),
    ("--express",),
])
def test_errors(args):
    proc = run(*args)
    assert proc.returncode == 1, (args, proc.returncode, proc.stdout)
    assert proc.stderr.strip(), args
    assert proc.stdout.strip() == "", (args, proc.stdout)
