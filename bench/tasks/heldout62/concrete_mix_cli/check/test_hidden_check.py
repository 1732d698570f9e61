"""Hidden check for concrete_mix_cli: concrete.py LENGTH WIDTH DEPTH [--mix] [--waste] prints
the four lines the prompt shows (volume with the extra, cement/sand/gravel kg and whole bags),
and a bad command line gives a message on stderr, nothing on stdout and exit status 2."""

import math
import os
import random
import subprocess
import sys
from fractions import Fraction

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "concrete.py")


def run(*args):
    assert os.path.isfile(SCRIPT), "concrete.py is missing"
    return subprocess.run([sys.executable, SCRIPT, *args], cwd=WORKSPACE, capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL)


def lines_of(proc):
    assert proc.returncode == 0, proc.stderr[-2000:]
    return [line.rstrip() for line in proc.stdout.strip().splitlines()]


def bags(n, word):
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def expected(length, width, depth, parts=(1, 2, 3), waste="10"):
    """The four lines, or None where a rounding boundary makes the answer unclear."""
    volume = Fraction(length) * Fraction(width) * Fraction(depth)
    total = volume * (1 + Fraction(waste) / 100)
    kg = []
    for part in parts:
        exact = total * 2400 * part / sum(parts)
        if (exact * 2).denominator == 1 and (exact * 2) % 2 == 1:
            return None
        kg.append(math.floor(exact + Fraction(1, 2)))
    for v in (volume, total):
        if ((v * 1000 * 2).denominator == 1 and (v * 1000 * 2) % 2 == 1):
            return None
    waste_text = f"{float(Fraction(waste)):g}"
    return [
        f"Concrete: {float(total):.3f} m3 ({float(volume):.3f} m3 plus {waste_text}% extra)",
        f"Cement: {kg[0]} kg, {bags(-(-kg[0] // 25), 'bag')}",
        f"Sand: {kg[1]} kg, {bags(-(-kg[1] // 850), 'bulk bag')}",
        f"Gravel: {kg[2]} kg, {bags(-(-kg[2] // 850), 'bulk bag')}",
    ]


def test_prompt_examples():
    assert lines_of(run("3", "2.5", "0.1")) == [
        "Concrete: 0.825 m3 (0.750 m3 plus 10% extra)",
        "Cement: 330 kg, 14 bags",
        "Sand: 660 kg, 1 bulk bag",
        "Gravel: 990 kg, 2 bulk bags",
    ]
    assert lines_of(run("4", "3", "0.15", "--mix", "1:2:4", "--waste", "5")) == [
        "Concrete: 1.890 m3 (1.800 m3 plus 5% extra)",
        "Cement: 648 kg, 26 bags",
        "Sand: 1296 kg, 2 bulk bags",
        "Gravel: 2592 kg, 4 bulk bags",
    ]


def test_more_slabs():
    assert lines_of(run("2", "2", "0.1", "--waste", "0")) == [
        "Concrete: 0.400 m3 (0.400 m3 plus 0% extra)",
        "Cement: 160 kg, 7 bags",
        "Sand: 320 kg, 1 bulk bag",
        "Gravel: 480 kg, 1 bulk bag",
    ]
    assert lines_of(run("5", "4", "0.2", "--waste", "7.5")) == [
        "Concrete: 4.300 m3 (4.000 m3 plus 7.5% extra)",
        "Cement: 1720 kg, 69 bags",
        "Sand: 3440 kg, 5 bulk bags",
        "Gravel: 5160 kg, 7 bulk bags",
    ]
    assert lines_of(run("1", "1", "0.05")) == [
        "Concrete: 0.055 m3 (0.050 m3 plus 10% extra)",
        "Cement: 22 kg, 1 bag",
        "Sand: 44 kg, 1 bulk bag",
        "Gravel: 66 kg, 1 bulk bag",
    ]
    assert lines_of(run("0.9", "0.9", "0.1", "--mix", "1:3:3")) == expected(
        "0.9", "0.9", "0.1", (1, 3, 3))


def test_mix_and_waste_options():
    want = expected("3", "2", "0.1", (1, 1, 2))
    assert want is not None
    assert lines_of(run("3", "2", "0.1", "--mix", "1:1:2")) == want
    want = expected("6", "3", "0.1", (1, 2, 3), "12.5")
    assert want is not None
    assert lines_of(run("6", "3", "0.1", "--waste", "12.5")) == want
    assert lines_of(run("6", "3", "0.1", "--waste", "12.5", "--mix", "1:2:3")) == want


def test_sampled():
    rng = random.Random(6262)
    done = 0
    while done < 12:
        length = f"{rng.randint(5, 80) / 10:g}"
        width = f"{rng.randint(5, 40) / 10:g}"
        depth = rng.choice(["0.075", "0.1", "0.15", "0.2", "0.25"])
        parts = rng.choice([(1, 2, 3), (1, 2, 4), (1, 3, 6), (2, 3, 5), (1, 1, 1)])
        waste = rng.choice(["0", "5", "10", "15", "20", "2.5"])
        want = expected(length, width, depth, parts, waste)
        if want is None:
            continue
        args = [length, width, depth, "--mix", ":".join(map(str, parts)), "--waste", waste]
        assert lines_of(run(*args)) == want, args
        done += 1


@pytest.mark.parametrize("args", [
    ["3", "0", "0.1"],
    ["3", "2.5"],
    [],
    ["3", "2.5", "0.1", "4"],
    ["three", "2.5", "0.1"],
    ["3", "-2", "0.1"],
    ["3", "2.5", "0.1", "--mix", "1:2"],
    ["3", "2.5", "0.1", "--mix", "1:0:3"],
    ["3", "2.5", "0.1", "--mix", "a:b:c"],
    ["3", "2.5", "0.1", "--mix", "1:2.5:3"],
    ["3", "2.5", "0.1", "--waste", "-5"],
    ["3", "2.5", "0.1", "--waste", "lots"],
])
def test_bad_command_lines(args):
    proc = run(*args)
    assert proc.returncode == 2, (args, proc.returncode, proc.stdout)
    assert proc.stdout.strip() == "", args
    assert proc.stderr.strip(), args
