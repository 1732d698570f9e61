"""Hidden check for bike_gears_cli: `python gears.py CHAINRING COGS [--wheel INCHES]` prints
one line per cog (gear inches to 1 place, metres per pedal turn to 2), errors exit 2."""

import math
import os
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "gears.py")


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], cwd=WORKSPACE, capture_output=True,
                          text=True, timeout=30, stdin=subprocess.DEVNULL)


def fmt_options(value, places):
    """The formatted value; near a rounding tie either way is accepted."""
    scale = 10 ** places
    options = {f"{value:.{places}f}"}
    frac = value * scale - math.floor(value * scale)
    if abs(frac - 0.5) < 1e-6:
        options |= {f"{math.floor(value * scale) / scale:.{places}f}",
                    f"{math.ceil(value * scale) / scale:.{places}f}"}
    return options


def check_lines(out, chainring, cogs, wheel):
    lines = [ln.rstrip() for ln in out.strip().splitlines()]
    assert len(lines) == len(cogs), out
    for line, cog in zip(lines, cogs):
        inches = wheel * chainring / cog
        metres = inches * 0.0254 * math.pi
        wanted = {f"{chainring}x{cog}: {i} in, {m} m"
                  for i in fmt_options(inches, 1) for m in fmt_options(metres, 2)}
        assert line in wanted, (line, wanted)


def test_prompt_examples():
    proc = run("50", "11,25")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines() == ["50x11: 122.7 in, 9.79 m",
                                                "50x25: 54.0 in, 4.31 m"]
    proc = run("34", "32", "--wheel", "26")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines() == ["34x32: 27.6 in, 2.20 m"]


def test_more_tables():
    proc = run("39", "13,15,17,21", "--wheel", "26.5")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines() == [
        "39x13: 79.5 in, 6.34 m", "39x15: 68.9 in, 5.50 m", "39x17: 60.8 in, 4.85 m",
        "39x21: 49.2 in, 3.93 m"]
    proc = run("42", "21,14,28")
    assert proc.returncode == 0, proc.stderr
    check_lines(proc.stdout, 42, [21, 14, 28], 27.0)
    proc = run("--wheel", "20", "44", "16")
    assert proc.returncode == 0, proc.stderr
    check_lines(proc.stdout, 44, [16], 20.0)
    for ring in [22, 34, 48, 53]:
        cogs = [11, 12, 14, 16, 19, 23, 28, 34]
        proc = run(str(ring), ",".join(map(str, cogs)), "--wheel", "27.5")
        assert proc.returncode == 0, proc.stderr
        check_lines(proc.stdout, ring, cogs, 27.5)


@pytest.mark.parametrize("args", [
    ["0", "11"], ["-50", "11"], ["fifty", "11"], ["50", "11,0"], ["50", "11,x"],
    ["50", "11.5"], ["50", "11", "--wheel", "0"], ["50", "11", "--wheel", "-26"],
    ["50", "11", "--wheel", "big"], ["50"], []])
def test_bad_input(args):
    proc = run(*args)
    assert proc.returncode == 2, (args, proc.returncode, proc.stdout)
    assert proc.stdout.strip() == "", proc.stdout
    assert proc.stderr.strip(), "no error message"
