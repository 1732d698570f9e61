import importlib
import math
import os
import sys
from fractions import Fraction

import pytest

sys.path.insert(0, os.getcwd())
import cyclekit  # noqa: E402

FUNCS = {"tyres": ["tyre_diameter", "circumference"],
         "gearing": ["ratio", "gear_inches", "development"],
         "cadence": ["speed_kmh", "cadence_for"]}

TYRES = ["25-622", "28-622", "37-622", "57-559", "50-584", "32-406", "23-622", "35-630",
         "47-305", "18-200", "75-700"]


def test_layout_and_reexports():
    for module, names in FUNCS.items():
        mod = importlib.import_module(f"cyclekit.{module}")
        for name in names:
            assert callable(getattr(mod, name)), (module, name)
            assert getattr(cyclekit, name) is getattr(mod, name), name


def test_prompt_examples():
    from cyclekit import (cadence_for, circumference, development, gear_inches, ratio,
                          speed_kmh, tyre_diameter)
    assert tyre_diameter("25-622") == 672
    assert circumference("25-622") == 2111
    assert ratio(50, 17) == pytest.approx(2.9411764705882355)
    assert gear_inches(50, 17, "25-622") == pytest.approx(77.8)
    assert development(50, 17, "25-622") == pytest.approx(6.21)
    assert speed_kmh(90, 50, 17, "25-622") == pytest.approx(33.5)
    assert cadence_for(30, 50, 17, "25-622") == 81


@pytest.mark.parametrize("tyre,diameter,circ", [
    ("25-622", 672, 2111), ("28-622", 678, 2130), ("37-622", 696, 2187), ("57-559", 673, 2114),
    ("50-584", 684, 2149), ("32-406", 470, 1477), ("23-622", 668, 2099), ("35-630", 700, 2199),
    ("47-305", 399, 1253), ("18-200", 236, 741), ("75-700", 850, 2670),
])
def test_tyres(tyre, diameter, circ):
    d = cyclekit.tyre_diameter(tyre)
    c = cyclekit.circumference(tyre)
    assert d == diameter and type(d) is int
    assert c == circ and type(c) is int


@pytest.mark.parametrize("tyre", ["25x622", "622-25", "25-62", "5-622", "025-622", "25-0622",
                                  " 25-622", "25-622 ", "25 -622", "17-622", "76-622",
                                  "25-199", "25-701", "25_622", "", "25-622c",
                                  "+25-622", "25--622", "2.5-622"])
def test_bad_tyres(tyre):
    for call in (lambda: cyclekit.tyre_diameter(tyre), lambda: cyclekit.circumference(tyre),
                 lambda: cyclekit.gear_inches(50, 17, tyre),
                 lambda: cyclekit.development(50, 17, tyre),
                 lambda: cyclekit.speed_kmh(90, 50, 17, tyre),
                 lambda: cyclekit.cadence_for(30, 50, 17, tyre)):
        with pytest.raises(ValueError):
            call()


@pytest.mark.parametrize("tyre", [25622, None, ("25", "622"), b"25-622"])
def test_non_str_tyres(tyre):
    with pytest.raises(TypeError):
        cyclekit.tyre_diameter(tyre)
    with pytest.raises(TypeError):
        cyclekit.circumference(tyre)


@pytest.mark.parametrize("chainring,cog", [(0, 17), (50, 0), (-50, 17), (50, -1), (50.0, 17),
                                           (50, 17.0), (True, 17), (50, True), ("50", 17),
                                           (None, 17)])
def test_bad_teeth(chainring, cog):
    for call in (lambda: cyclekit.ratio(chainring, cog),
                 lambda: cyclekit.gear_inches(chainring, cog, "25-622"),
                 lambda: cyclekit.development(chainring, cog, "25-622"),
                 lambda: cyclekit.speed_kmh(90, chainring, cog, "25-622"),
                 lambda: cyclekit.cadence_for(30, chainring, cog, "25-622")):
        with pytest.raises(ValueError):
            call()


@pytest.mark.parametrize("args,gi,dev", [
    ((50, 17, "25-622"), 77.8, 6.21), ((34, 28, "57-559"), 32.2, 2.57),
    ((53, 11, "23-622"), 126.7, 10.11), ((39, 21, "28-622"), 49.6, 3.96),
    ((42, 42, "50-584"), 26.9, 2.15), ((36, 19, "35-630"), 52.2, 4.17),
    ((44, 14, "47-305"), 49.4, 3.94), ((42, 13, "37-622"), 88.5, 7.07),
    ((38, 14, "37-622"), 74.4, 5.94), ((34, 11, "32-406"), 57.2, 4.57),
])
def test_gearing_values(args, gi, dev):
    assert cyclekit.gear_inches(*args) == pytest.approx(gi, abs=1e-9)
    assert cyclekit.development(*args) == pytest.approx(dev, abs=1e-9)


def test_ratio():
    assert cyclekit.ratio(34, 34) == 1.0
    assert cyclekit.ratio(53, 11) == pytest.approx(53 / 11)
    assert cyclekit.ratio(1, 3) == pytest.approx(1 / 3, rel=1e-12)
    assert isinstance(cyclekit.ratio(44, 11), float)


@pytest.mark.parametrize("args,speed", [
    ((90, 50, 17, "25-622"), 33.5), ((60, 34, 28, "57-559"), 9.2), ((100, 53, 11, "23-622"), 60.7),
    ((85, 39, 21, "28-622"), 20.2), ((0, 50, 17, "25-622"), 0.0), ((72.5, 42, 42, "50-584"), 9.3),
    ((90, 42, 13, "37-622"), 38.2), ((90, 38, 14, "37-622"), 32.1),
])
def test_speed(args, speed):
    assert cyclekit.speed_kmh(*args) == pytest.approx(speed, abs=1e-9)


@pytest.mark.parametrize("args,rpm", [
    ((30, 50, 17, "25-622"), 81), ((12, 34, 28, "57-559"), 78), ((45, 53, 11, "23-622"), 74),
    ((25.5, 39, 21, "28-622"), 107), ((8, 42, 42, "50-584"), 62), ((40, 53, 11, "23-622"), 66),
])
def test_cadence_for(args, rpm):
    result = cyclekit.cadence_for(*args)
    assert result == rpm
    assert type(result) is int


@pytest.mark.parametrize("cadence", [-1, -0.5, True, "90", None])
def test_bad_cadence(cadence):
    with pytest.raises(ValueError):
        cyclekit.speed_kmh(cadence, 50, 17, "25-622")


@pytest.mark.parametrize("speed", [0, 0.0, -5, False, True, "30", None])
def test_bad_speed(speed):
    with pytest.raises(ValueError):
        cyclekit.cadence_for(speed, 50, 17, "25-622")


def _safe(value, digits):
    scaled = value * 10 ** digits
    frac = scaled - math.floor(scaled)
    return abs(frac - Fraction(1, 2)) > Fraction(1, 10 ** 6)


def test_grid_against_exact_values():
    bad = []
    for tyre in TYRES:
        width, bead = int(tyre[:2]), int(tyre[3:])
        diameter = bead + 2 * width
        circ = round(math.pi * diameter)
        for chainring in range(28, 56, 3):
            for cog in range(10, 36, 2):
                r = Fraction(chainring, cog)
                gi = r * diameter / Fraction("25.4")
                dev = r * circ / 1000
                spd = 90 * r * circ * 60 / 1000000
                cad = Fraction(30) * 1000000 / (60 * r * circ)
                if _safe(gi, 1) and round(gi, 1) != Fraction(cyclekit.gear_inches(chainring, cog, tyre)).limit_denominator(10):
                    bad.append(("gear_inches", chainring, cog, tyre))
                if _safe(dev, 2) and round(dev, 2) != Fraction(cyclekit.development(chainring, cog, tyre)).limit_denominator(100):
                    bad.append(("development", chainring, cog, tyre))
                if _safe(spd, 1) and round(spd, 1) != Fraction(cyclekit.speed_kmh(90, chainring, cog, tyre)).limit_denominator(10):
                    bad.append(("speed_kmh", chainring, cog, tyre))
                if _safe(cad, 0) and round(cad) != cyclekit.cadence_for(30, chainring, cog, tyre):
                    bad.append(("cadence_for", chainring, cog, tyre))
    assert not bad, bad[:5]
