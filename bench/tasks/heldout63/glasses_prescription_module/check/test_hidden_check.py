"""Hidden check for glasses_prescription_module: specs.py with parse_rx, format_rx, transpose,
spherical_equivalent (halfway toward zero) and reading_rx as the prompt describes them,
examples and error rules."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import specs  # noqa: E402


def same(got, want):
    got = tuple(got)
    assert len(got) == 3, got
    assert abs(got[0] - want[0]) < 1e-9 and abs(got[1] - want[1]) < 1e-9, (got, want)
    assert got[2] == want[2], (got, want)
    if want[2] is None:
        assert got[2] is None
    else:
        assert isinstance(got[2], int), got


def sign(v):
    return f"{v:+.2f}"


def test_prompt_examples():
    same(specs.parse_rx("-2.25 / -0.75 x 180"), (-2.25, -0.75, 180))
    same(specs.parse_rx("+1.50 DS"), (1.5, 0.0, None))
    same(specs.parse_rx("plano"), (0.0, 0.0, None))
    same(specs.parse_rx("plano/-0.50x90"), (0.0, -0.5, 90))
    same(specs.parse_rx("+2.00/-1.25X5"), (2.0, -1.25, 5))
    same(specs.parse_rx("-0.5 DS"), (-0.5, 0.0, None))
    with pytest.raises(ValueError):
        specs.parse_rx("-1.30 DS")
    assert specs.format_rx((-2.25, -0.75, 180)) == "-2.25 / -0.75 x 180"
    assert specs.format_rx((0.0, -0.5, 90)) == "plano / -0.50 x 90"
    assert specs.format_rx((1.5, 0.0, None)) == "+1.50 DS"
    assert specs.format_rx((0.0, 0.0, None)) == "plano"
    same(specs.transpose((-1.0, 0.5, 30)), (-0.5, -0.5, 120))
    same(specs.transpose((-2.25, -0.75, 180)), (-3.0, 0.75, 90))
    assert specs.spherical_equivalent((-2.25, -0.75, 180)) == -2.5
    assert specs.spherical_equivalent((2.0, -1.25, 5)) == 1.25
    same(specs.reading_rx((-2.25, -0.75, 180), 2.0), (-0.25, -0.75, 180))


def test_parse_more():
    same(specs.parse_rx("  +4.00 / -2.00 x 1 "), (4.0, -2.0, 1))
    same(specs.parse_rx("3.75/+0.25x45"), (3.75, 0.25, 45))
    same(specs.parse_rx("-10.00 / -3.50 X 170"), (-10.0, -3.5, 170))
    same(specs.parse_rx("+0.25 DS"), (0.25, 0.0, None))
    same(specs.parse_rx("plano / +1.00 x 180"), (0.0, 1.0, 180))
    for bad in ["", "hello", "-2.25 / -0.75", "-2.25 / -0.75 x 0", "-2.25 / -0.75 x 181",
                "-2.25 / -0.80 x 90", "-2.20 / -0.75 x 90", "-2.25 / 0.00 x 90",
                "-2.25 / -0.75 x 90.5", "+1.10 DS", "-2.25 -0.75 x 90"]:
        with pytest.raises(ValueError):
            specs.parse_rx(bad)


def test_format_more():
    assert specs.format_rx((4.0, -2.0, 1)) == "+4.00 / -2.00 x 1"
    assert specs.format_rx((-0.25, 0.0, None)) == "-0.25 DS"
    assert specs.format_rx((3.75, 0.25, 45)) == "+3.75 / +0.25 x 45"
    assert specs.format_rx((-10.0, -3.5, 170)) == "-10.00 / -3.50 x 170"


def test_transpose_more():
    same(specs.transpose((2.0, -1.25, 5)), (0.75, 1.25, 95))
    same(specs.transpose((0.0, -0.5, 90)), (-0.5, 0.5, 180))
    same(specs.transpose((1.0, 0.5, 91)), (1.5, -0.5, 1))
    same(specs.transpose((1.5, 0.0, None)), (1.5, 0.0, None))
    same(specs.transpose((0.0, 0.0, None)), (0.0, 0.0, None))


def test_spherical_equivalent_more():
    cases = {(-1.0, 0.5, 30): -0.75, (0.0, -0.5, 90): -0.25, (0.0, 0.5, 90): 0.25,
             (1.5, 0.0, None): 1.5, (-3.0, 0.75, 90): -2.5, (1.0, 0.75, 10): 1.25,
             (-1.0, -0.25, 10): -1.0, (1.0, 0.25, 10): 1.0, (0.0, -0.25, 10): 0.0,
             (0.25, -0.75, 10): -0.0, (-4.0, -1.0, 10): -4.5}
    for rx, want in cases.items():
        got = specs.spherical_equivalent(rx)
        assert abs(got - want) < 1e-9, (rx, got)


def test_reading_rx_more():
    same(specs.reading_rx((1.5, 0.0, None), 0.75), (2.25, 0.0, None))
    same(specs.reading_rx((0.0, -0.5, 90), 3.5), (3.5, -0.5, 90))
    for bad in [0.5, 3.75, 1.1, 0, -1.0]:
        with pytest.raises(ValueError):
            specs.reading_rx((0.0, -0.5, 90), bad)


def test_sampled_round_trips():
    rng = random.Random(6363)
    for _ in range(1500):
        sph = rng.randint(-48, 48) / 4
        cyl = rng.choice([v / 4 for v in range(-16, 17) if v])
        axis = rng.randint(1, 180)
        text = f"{'plano' if sph == 0 else sign(sph)} / {sign(cyl)} x {axis}"
        rx = specs.parse_rx(text)
        same(rx, (sph, cyl, axis))
        assert specs.format_rx(rx) == text
        t = specs.transpose(rx)
        same(t, (sph + cyl, -cyl, axis + 90 if axis <= 90 else axis - 90))
        same(specs.transpose(t), (sph, cyl, axis))
        eighths = round((sph + cyl / 2) * 8)
        if eighths % 2:
            eighths += -1 if eighths > 0 else 1
        assert abs(specs.spherical_equivalent(rx) - eighths / 8) < 1e-9, rx
