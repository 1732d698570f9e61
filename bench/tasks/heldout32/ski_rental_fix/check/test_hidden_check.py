"""Hidden check for ski_rental_fix: pole_length is 68% of the height to the nearest 5 cm,
kept within 80-140; ski_length and boot_mondo are left exactly as they were."""

import ast
import math
import os
import sys
from fractions import Fraction

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from ski_rental import boot_mondo, pole_length, rental_card, ski_length  # noqa: E402

# the given ski_rental.py, verbatim
ORIGINAL = r'''"""Sizing rental kit at the ski hire shop.

Heights and ski and pole lengths are whole centimetres; a foot length is
measured in centimetres to the millimetre (26.3) on the shop's foot board.
"""

import math
from fractions import Fraction

LEVELS = {"beginner": 15, "intermediate": 10, "expert": 5}
SKI_MIN, SKI_MAX = 100, 200
POLE_MIN, POLE_MAX = 80, 140
HEIGHT_MIN, HEIGHT_MAX = 90, 230


def _check_height(height):
    if isinstance(height, bool) or not isinstance(height, int):
        raise TypeError("height must be a whole number of centimetres")
    if not HEIGHT_MIN <= height <= HEIGHT_MAX:
        raise ValueError(f"height must be {HEIGHT_MIN}-{HEIGHT_MAX} cm, not {height}")


def _round5(value):
    """The multiple of 5 nearest to value, halves going up."""
    return math.floor(Fraction(value) / 5 + Fraction(1, 2)) * 5


def _clamp(value, low, high):
    return max(low, min(high, value))


def ski_length(height, level):
    """Ski length for a skier of this height and level.

    Beginners get skis 15 cm shorter than they are tall, intermediates 10 cm
    and experts 5 cm; that is rounded to the nearest 5 cm and kept within
    the 100-200 cm we stock. The level is matched ignoring case and spaces
    round it; any other level is a ValueError.
    """
    _check_height(height)
    key = level.strip().lower()
    if key not in LEVELS:
        raise ValueError(f"unknown level: {level!r}")
    return _clamp(_round5(height - LEVELS[key]), SKI_MIN, SKI_MAX)


def pole_length(height):
    """Pole length for a skier of this height.

    68% of the skier's height, rounded to the nearest 5 cm and kept within
    the 80-140 cm we stock.
    """
    _check_height(height)
    length = int(height * 0.68) // 5 * 5
    return max(length, POLE_MIN)


def boot_mondo(foot_cm):
    """The Mondopoint boot size for a foot this long, as a float.

    Boots come in half sizes, and the foot must fit, so the length is
    rounded UP to the next half centimetre: 26.2 -> 26.5, 26.5 -> 26.5,
    26.6 -> 27.0. Feet under 15 cm or over 35 cm are a ValueError.
    """
    if not 15 <= foot_cm <= 35:
        raise ValueError(f"no boots for a {foot_cm} cm foot")
    return math.ceil(round(foot_cm * 2, 6)) / 2


def rental_card(height, level, foot_cm):
    """The line printed on the customer's rental card."""
    return (f"skis {ski_length(height, level)} cm, poles {pole_length(height)} cm, "
            f"boots {boot_mondo(foot_cm):.1f}")
'''

KEPT = ("ski_length", "boot_mondo")


def functions(source):
    return {node.name: ast.dump(node) for node in ast.parse(source).body
            if isinstance(node, ast.FunctionDef)}


def expected_pole(height):
    exact = Fraction(height * 68, 100)
    nearest = math.floor(exact / 5 + Fraction(1, 2)) * 5
    return max(80, min(140, nearest))


def test_pole_examples():
    assert pole_length(188) == 130
    assert pole_length(230) == 140
    assert pole_length(180) == 120
    assert pole_length(172) == 115
    assert pole_length(90) == 80
    assert pole_length(125) == 85
    assert pole_length(128) == 85
    assert pole_length(129) == 90
    assert pole_length(210) == 140
    assert pole_length(202) == 135
    assert pole_length(203) == 140


def test_pole_every_height():
    for height in range(90, 231):
        got = pole_length(height)
        assert got == expected_pole(height), height
        assert type(got) is int, height


def test_pole_refuses_bad_heights():
    for bad in [89, 231, 0, -170]:
        with pytest.raises(ValueError):
            pole_length(bad)
    for bad in [180.0, "180", None, True]:
        with pytest.raises(TypeError):
            pole_length(bad)


def test_rental_card():
    assert rental_card(188, "expert", 28.1) == "skis 185 cm, poles 130 cm, boots 28.5"
    assert rental_card(230, " Beginner ", 33) == "skis 200 cm, poles 140 cm, boots 33.0"
    assert rental_card(172, "Intermediate", 26.2) == "skis 160 cm, poles 115 cm, boots 26.5"


def test_kept_functions_untouched():
    with open(os.path.join(WORKSPACE, "ski_rental.py"), encoding="utf-8") as fh:
        now = functions(fh.read())
    before = functions(ORIGINAL)
    for name in KEPT:
        assert name in now, f"{name} is gone"
        assert now[name] == before[name], f"{name} was changed"


def test_kept_functions_behave():
    offsets = {"beginner": 15, "intermediate": 10, "expert": 5}
    for height in range(90, 231):
        for level, offset in offsets.items():
            want = max(100, min(200, math.floor(Fraction(height - offset, 5)
                                                + Fraction(1, 2)) * 5))
            assert ski_length(height, level) == want, (height, level)
            assert ski_length(height, f" {level.upper()} ") == want
    with pytest.raises(ValueError):
        ski_length(180, "racer")
    with pytest.raises(ValueError):
        ski_length(80, "expert")
    with pytest.raises(TypeError):
        ski_length(180.5, "expert")
    assert boot_mondo(26.2) == 26.5
    assert boot_mondo(26.5) == 26.5
    assert boot_mondo(26.6) == 27.0
    assert boot_mondo(15) == 15.0
    for bad in [14.9, 35.1]:
        with pytest.raises(ValueError):
            boot_mondo(bad)
