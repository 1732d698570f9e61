"""Hidden check for picture_framing_fix: the mount border goes on every side, moulding is
rounded UP to 0.1 m, glass has its minimum price, nothing else changed, and the given
tests/test_framing.py is untouched and passes."""

import math
import os
import random
import shutil
import subprocess
import sys
from fractions import Fraction

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from framing import frame_price, glass_price, moulding_metres, outer_size  # noqa: E402

GIVEN_TEST = "tests/test_framing.py"
# the given tests/test_framing.py, verbatim
GIVEN = r'''import pytest

from framing import frame_price, glass_price, moulding_metres, outer_size


def test_outer_size():
    assert outer_size(30, 40) == (30, 40)
    assert outer_size(30, 40, border=5) == (40, 50)
    assert outer_size(20, 25, 7.5) == (35, 40)
    with pytest.raises(ValueError):
        outer_size(0, 40)
    with pytest.raises(ValueError):
        outer_size(30, 40, -1)


def test_moulding_metres():
    assert moulding_metres(30, 40) == 1.6
    assert moulding_metres(21, 29.7) == 1.3
    assert moulding_metres(20, 25) == 1.1
    assert moulding_metres(20, 26) == 1.2
    assert moulding_metres(30, 40, border=5) == 2.0


def test_glass_price():
    assert glass_price(50, 70) == 14.7
    assert glass_price(30, 40, border=5) == 8.4
    assert glass_price(10, 15) == 6.0


def test_frame_price():
    assert frame_price(30, 40) == 43.4
    assert frame_price(30, 40, "pine", border=5) == 52.4
    assert frame_price(20, 30, "black", glass=False) == 26.7
    with pytest.raises(ValueError):
        frame_price(30, 40, "gold")
'''

MOULDINGS = {"pine": Fraction(850), "black": Fraction(975), "oak": Fraction(1400),
             "walnut": Fraction(1850)}  # pence per metre


def exp_metres(w, h, b=0):
    cm = 2 * (w + 2 * b + h + 2 * b) + 20
    return Fraction(math.ceil(Fraction(cm) / 10), 10)


def exp_glass(w, h, b=0):  # pence, exact
    return max(Fraction(600), Fraction((w + 2 * b) * (h + 2 * b)) / 10000 * 4200)


def near_half(pence):
    frac = pence - math.floor(pence)
    return abs(frac - Fraction(1, 2)) < Fraction(1, 1000)


def test_given_test_file_unchanged():
    path = os.path.join(WORKSPACE, GIVEN_TEST)
    assert os.path.isfile(path), f"{GIVEN_TEST} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == GIVEN, f"{GIVEN_TEST} was changed"


def test_given_test_file_passes(tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / GIVEN_TEST, "w", encoding="utf-8", newline="") as fh:
        fh.write(GIVEN)
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", GIVEN_TEST],
        cwd=root, env=env, capture_output=True, text=True, timeout=120,
        stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert "4 passed" in proc.stdout


def test_border_on_every_side():
    assert outer_size(30, 40, 5) == (40, 50)
    assert outer_size(18, 24, border=3) == (24, 30)
    assert outer_size(50, 50, 0) == (50, 50)
    assert outer_size(42, 59.4) == (42, 59.4)
    for bad in [(-5, 10), (10, 0), (10, 10, -0.5)]:
        with pytest.raises(ValueError):
            outer_size(*bad)


def test_moulding_rounds_up():
    assert moulding_metres(21, 29.7) == 1.3
    assert moulding_metres(20, 25) == 1.1
    assert moulding_metres(20, 25.5) == 1.2
    assert moulding_metres(40, 50) == 2.0
    assert moulding_metres(40, 50.5) == 2.1
    assert moulding_metres(18, 24, border=3) == 1.3
    assert moulding_metres(18, 24, 4) == 1.4
    assert moulding_metres(60, 80, 10) == 3.8
    assert moulding_metres(60, 81, 10) == 3.9


def test_moulding_sampled():
    rng = random.Random(46)
    for _ in range(1500):
        w, h, b = rng.randint(5, 120), rng.randint(5, 120), rng.randint(0, 15)
        assert abs(moulding_metres(w, h, b) - float(exp_metres(w, h, b))) < 1e-9, (w, h, b)


def test_glass_minimum():
    assert glass_price(10, 15) == 6.0
    assert glass_price(30, 40) == 6.0
    assert glass_price(20, 20, border=2) == 6.0
    assert glass_price(40, 40) == 6.72
    assert glass_price(50, 70) == 14.7
    assert glass_price(30, 40, 5) == 8.4
    assert glass_price(30, 40, border=10) == 12.6


def test_glass_sampled():
    rng = random.Random(460)
    for _ in range(1500):
        w, h, b = rng.randint(5, 120), rng.randint(5, 120), rng.randint(0, 15)
        want = exp_glass(w, h, b)
        if near_half(want):
            continue
        assert glass_price(w, h, b) == round(float(want)) / 100, (w, h, b)


def test_frame_price():
    assert frame_price(30, 40) == 43.4
    assert frame_price(30, 40, "oak", 0, True) == 43.4
    assert frame_price(30, 40, "pine", border=5) == 52.4
    assert frame_price(20, 30, "black", glass=False) == 26.7
    assert frame_price(21, 29.7, "walnut") == 45.05
    assert frame_price(50, 70, "oak", 8) == 97.04
    assert frame_price(10, 15, "pine", glass=False) == 20.95
    assert frame_price(10, 15, "pine") == 26.95
    for bad in ["gold", ""]:
        with pytest.raises(ValueError):
            frame_price(30, 40, bad)
    with pytest.raises(ValueError):
        frame_price(30, 0)


def test_frame_sampled():
    rng = random.Random(4600)
    for _ in range(1500):
        w, h, b = rng.randint(5, 120), rng.randint(5, 120), rng.choice([0, 0, 3, 5, 8])
        kind, glass = rng.choice(list(MOULDINGS)), rng.random() < 0.7
        pence = exp_metres(w, h, b) * MOULDINGS[kind] + 1500 + (1200 if b else 0)
        if glass:
            g = exp_glass(w, h, b)
            if near_half(g):
                continue
            pence += round(g)
        if near_half(pence):
            continue
        assert abs(frame_price(w, h, kind, b, glass) - round(pence) / 100) < 1e-9, (
            w, h, b, kind, glass)
