"""Hidden check for bunting_cli: bunting.py run as a script, the exact lines it prints for
lengths, widths, gaps and colours, the too-short case (status 1) and bad input (status 2,
stderr only)."""

import os
import random
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "bunting.py")


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], cwd=WORKSPACE, capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL)


def expected(cm, width=20, gap=5, colours=("red", "white", "blue")):
    n = (cm + gap) // (width + gap)
    if n == 0:
        return None
    lines = [f"Length: {cm} cm", f"Flags: {n}"]
    k = len(colours)
    for i, c in enumerate(colours):
        lines.append(f"{c}: {n // k + (1 if i < n % k else 0)}")
    lines.append(f"Spare: {cm - n * width - (n - 1) * gap} cm")
    return lines


def lines_of(proc):
    return [ln.rstrip() for ln in proc.stdout.strip().splitlines()]


def test_script_exists():
    assert os.path.isfile(SCRIPT), "bunting.py is missing"


def test_prompt_examples():
    proc = run("4.5")
    assert proc.returncode == 0, proc.stderr
    assert lines_of(proc) == ["Length: 450 cm", "Flags: 18", "red: 6", "white: 6", "blue: 6",
                              "Spare: 5 cm"]
    proc = run("1.2")
    assert proc.returncode == 0, proc.stderr
    assert lines_of(proc) == ["Length: 120 cm", "Flags: 5", "red: 2", "white: 2", "blue: 1",
                              "Spare: 0 cm"]
    proc = run("3", "--width", "25", "--gap", "0", "--colours", "pink, yellow")
    assert proc.returncode == 0, proc.stderr
    assert lines_of(proc) == ["Length: 300 cm", "Flags: 12", "pink: 6", "yellow: 6",
                              "Spare: 0 cm"]


@pytest.mark.parametrize("args, cm, width, gap, colours", [
    (["2"], 200, 20, 5, ("red", "white", "blue")),
    (["10"], 1000, 20, 5, ("red", "white", "blue")),
    (["0.2"], 20, 20, 5, ("red", "white", "blue")),
    (["0.44"], 44, 20, 5, ("red", "white", "blue")),
    (["0.45"], 45, 20, 5, ("red", "white", "blue")),
    (["1.234"], 123, 20, 5, ("red", "white", "blue")),
    (["1.236"], 124, 20, 5, ("red", "white", "blue")),
    (["2", "--colours", "green,gold"], 200, 20, 5, ("green", "gold")),
    (["2", "--colours", "orange"], 200, 20, 5, ("orange",)),
    (["0.5", "--colours", "a,b,c,d,e,f,g,h"], 50, 20, 5, tuple("abcdefgh")),
    (["5", "--width", "30", "--gap", "10"], 500, 30, 10, ("red", "white", "blue")),
    (["--width", "15", "6"], 600, 15, 5, ("red", "white", "blue")),
    (["1", "--gap", "0", "--width", "1", "--colours", " x , y "], 100, 1, 0, ("x", "y")),
    (["7.5", "--colours", "Sky Blue,Lime, Hot Pink"], 750, 20, 5,
     ("Sky Blue", "Lime", "Hot Pink")),
])
def test_layouts(args, cm, width, gap, colours):
    proc = run(*args)
    assert proc.returncode == 0, proc.stderr
    assert lines_of(proc) == expected(cm, width, gap, colours)


def test_sampled():
    rng = random.Random(4112)
    for _ in range(25):
        cm = rng.randint(30, 2000)
        width, gap = rng.randint(5, 30), rng.randint(0, 12)
        colours = rng.sample(["red", "white", "blue", "green", "gold", "pink"],
                             rng.randint(1, 5))
        metres = f"{cm // 100}.{cm % 100:02d}"
        want = expected(cm, width, gap, colours)
        proc = run(metres, "--width", str(width), "--gap", str(gap), "--colours",
                   ",".join(colours))
        if want is None:
            assert proc.returncode == 1
            continue
        assert proc.returncode == 0, proc.stderr
        assert lines_of(proc) == want, (metres, width, gap, colours)


@pytest.mark.parametrize("args", [["0.15"], ["0.3", "--width", "40"], ["0.01"]])
def test_too_short(args):
    proc = run(*args)
    assert proc.returncode == 1
    assert proc.stdout.strip() == "Too short for even one flag"


@pytest.mark.parametrize("args", [
    [], ["abc"], ["0"], ["-3"], ["2", "--width", "0"], ["2", "--width", "2.5"],
    ["2", "--width", "wide"], ["2", "--gap=-1"], ["2", "--gap", "1.5"],
    ["2", "--colours", "red,,blue"], ["2", "--colours", ""], ["2", "--colours", "red, "],
])
def test_bad_input(args):
    proc = run(*args)
    assert proc.returncode == 2, (args, proc.returncode, proc.stdout)
    assert proc.stdout.strip() == "", args
    assert proc.stderr.strip(), args
