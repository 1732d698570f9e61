import os
import random
import subprocess
import sys
from fractions import Fraction

import pytest

SCRIPT = os.path.join(os.getcwd(), "spark.py")
USAGE = "usage: python spark.py [--ascii] [FILE]"
BARS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588"


def run(*args, stdin=""):
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    p = subprocess.run([sys.executable, SCRIPT, *args], input=stdin.encode("utf-8"),
                       capture_output=True, timeout=30, env=env)
    p.stdout = p.stdout.decode("utf-8")
    p.stderr = p.stderr.decode("utf-8")
    return p


def expected_levels(values):
    values = [Fraction(v) for v in values]
    lo, hi = min(values), max(values)
    if lo == hi:
        return [3] * len(values)
    out = []
    for v in values:
        x = (v - lo) * 7 / (hi - lo) + Fraction(1, 2)
        out.append(x.numerator // x.denominator)
    return out


def test_script_exists():
    assert os.path.isfile(SCRIPT)


def test_prompt_examples():
    p = run(stdin="1 2 3 4 5 6 7 8\n")
    assert p.returncode == 0, p.stderr
    assert p.stdout == BARS + "\n"
    p = run("--ascii", stdin="0, 1, 14\n")
    assert p.returncode == 0, p.stderr
    assert p.stdout == "128\n"
    p = run(stdin="5\n5\n5\n")
    assert p.returncode == 0, p.stderr
    assert p.stdout == "\u2584\u2584\u2584\n"


@pytest.mark.parametrize("text,digits", [
    ("0 5 14", "148"),
    ("0 3 14", "138"),
    ("0 9 14", "168"),
    ("0 13 14", "188"),
    ("-2.5 0 2.5", "158"),
    ("7", "4"),
    ("  42  \n", "4"),
    ("10\n20\n\n30\n", "158"),
    ("3,,4, 5", "158"),
    ("1e3 0 500", "815"),
    ("-10,-5,0", "158"),
    ("8 7 6 5 4 3 2 1", "87654321"),
    ("1,2\n3\t4", "1368"),
    ("2 2 2 2 9", "11118"),
    ("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14", "122334455667788"),
])
def test_levels_ascii(text, digits):
    p = run("--ascii", stdin=text)
    assert p.returncode == 0, p.stderr
    assert p.stdout == digits + "\n"
    assert p.stderr == ""


def test_bars_match_ascii():
    text = "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14"
    p = run(stdin=text)
    assert p.returncode == 0, p.stderr
    assert p.stdout == "".join(BARS[int(d) - 1] for d in "122334455667788") + "\n"


def test_random_series():
    rng = random.Random(23)
    for _ in range(12):
        values = [rng.randint(-50, 50) for _ in range(rng.randint(2, 40))]
        p = run("--ascii", stdin=" ".join(map(str, values)))
        assert p.returncode == 0, p.stderr
        assert p.stdout == "".join(str(level + 1) for level in expected_levels(values)) + "\n"


def test_file_argument(tmp_path):
    data = tmp_path / "data.txt"
    data.write_text("0, 5\n14\n")
    p = run(str(data))
    assert p.returncode == 0, p.stderr
    assert p.stdout == BARS[0] + BARS[3] + BARS[7] + "\n"
    p = run(str(data), "--ascii", stdin="1 2 3")
    assert p.returncode == 0, p.stderr
    assert p.stdout == "148\n"
    p = run("--ascii", str(data))
    assert p.stdout == "148\n"


def test_dash_is_stdin():
    p = run("-", "--ascii", stdin="0 9 14")
    assert p.returncode == 0, p.stderr
    assert p.stdout == "168\n"


@pytest.mark.parametrize("text,bad", [
    ("1 2 x", "x"), ("1 nan 2", "nan"), ("inf", "inf"), ("3, -Infinity", "-Infinity"),
    ("1;2", "1;2"), ("4 5\n6 seven 8 y", "seven"), ("1.2.3", "1.2.3"),
])
def test_not_a_number(text, bad):
    p = run("--ascii", stdin=text)
    assert p.returncode == 1
    assert p.stderr.strip() == f"error: not a number: '{bad}'"
    assert p.stdout == ""


@pytest.mark.parametrize("text", ["", "   \n", " , ,\n,"])
def test_no_numbers(text):
    p = run(stdin=text)
    assert p.returncode == 1
    assert p.stderr.strip() == "error: no numbers"
    assert p.stdout == ""


def test_missing_file(tmp_path):
    missing = str(tmp_path / "missing.txt")
    p = run(missing)
    assert p.returncode == 1
    assert p.stderr.strip() == f"error: cannot read {missing}"
    assert p.stdout == ""


@pytest.mark.parametrize("args", [["a.txt", "b.txt"], ["--help"], ["--bars"], ["-", "x", "--ascii"]])
def test_usage(args):
    p = run(*args, stdin="1 2 3")
    assert p.returncode == 2
    assert p.stderr.strip() == USAGE
    assert p.stdout == ""
