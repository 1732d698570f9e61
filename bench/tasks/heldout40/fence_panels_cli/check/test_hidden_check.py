"""Hidden check for fence_panels_cli: fence.py LENGTH [PANEL_WIDTH] prints "panels: N" and
"posts: N+1" (panels rounded up, an exact fit not), default width 1.83; bad numbers exit 1
with the message on stderr only; wrong argument counts exit 2."""

import os
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "fence.py")


def run(*args):
    assert os.path.isfile(SCRIPT), "fence.py is missing"
    return subprocess.run([sys.executable, SCRIPT, *args], cwd=WORKSPACE, capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL)


def lines(proc):
    return [ln.strip() for ln in proc.stdout.strip().splitlines()]


@pytest.mark.parametrize("args, panels", [
    (("10",), 6),
    (("5.49",), 3),
    (("10", "2.4"), 5),
    (("1.83",), 1),
    (("3.66",), 2),
    (("3.67",), 3),
    (("3.65",), 2),
    (("0.5",), 1),
    (("18.3",), 10),
    (("18.31",), 11),
    (("12", "2"), 6),
    (("12.5", "2"), 7),
    (("7", "1"), 7),
    (("1", "3"), 1),
    (("25",), 14),
])
def test_panels_and_posts(args, panels):
    proc = run(*args)
    assert proc.returncode == 0, proc.stderr
    assert lines(proc) == [f"panels: {panels}", f"posts: {panels + 1}"], proc.stdout


@pytest.mark.parametrize("args", [("abc",), ("0",), ("-3",), ("10", "0"), ("10", "-1.83"),
                                  ("10", "wide"), ("",), ("ten", "2")])
def test_bad_numbers_exit_1(args):
    proc = run(*args)
    assert proc.returncode == 1, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout.strip() == ""
    assert proc.stderr.strip() != ""


@pytest.mark.parametrize("args", [(), ("10", "1.83", "3"), ("1", "2", "3", "4")])
def test_wrong_argument_count_exit_2(args):
    proc = run(*args)
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout.strip() == ""
    assert proc.stderr.strip() != ""
