"""Hidden check for tiling_tests: the user's tests/test_tiling.py must pass on the given
tiling.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'tiling.py'
TEST_FILE = 'tests/test_tiling.py'

# the given tiling.py, verbatim
ORIGINAL = r'''"""Sums for tiling jobs: areas, tiles, boxes, adhesive and grout, and my price.

Room and wall sizes are in metres, tile sizes in centimetres, money in pounds.
"""

import math

WASTE = 0.10  # extra tiles for cuts and breakages
DIAGONAL_WASTE = 0.15  # tiles laid on the diagonal need more cutting
ADHESIVE_KG_PER_M2 = 4.0
ADHESIVE_BAG_KG = 20
GROUT_KG_PER_M2 = 0.5
DAY_RATE = 180.0  # my labour for a day
M2_PER_DAY = 8  # what I can tile in a day
MINIMUM_CHARGE = 120.0


def area(width_m, height_m):
    """Area of a floor or wall in square metres, to 2 decimal places.

    Both sizes must be more than 0, else ValueError.
    """
    if width_m <= 0 or height_m <= 0:
        raise ValueError("sizes must be more than 0")
    return round(width_m * height_m, 2)


def tiles_needed(area_m2, tile_cm=(30, 30), diagonal=False):
    """Whole tiles to buy for area_m2: the area plus WASTE (DIAGONAL_WASTE if
    laid on the diagonal), divided by the area of one tile, rounded up.

    The area and both tile sides must be more than 0, else ValueError.
    """
    width, length = tile_cm
    if area_m2 <= 0 or width <= 0 or length <= 0:
        raise ValueError("area and tile size must be more than 0")
    waste = DIAGONAL_WASTE if diagonal else WASTE
    tile_m2 = width * length / 10_000
    return math.ceil(round(area_m2 * (1 + waste) / tile_m2, 6))


def boxes(tiles, per_box=10):
    """(boxes, spare tiles): whole boxes to buy for this many tiles, and how
    many tiles will be left over. tiles must be 0 or more and per_box 1 or
    more, else ValueError.
    """
    if tiles < 0 or per_box < 1:
        raise ValueError("tiles must be 0 or more, per_box 1 or more")
    count = math.ceil(tiles / per_box)
    return count, count * per_box - tiles


def adhesive_bags(area_m2):
    """Whole bags of adhesive: ADHESIVE_KG_PER_M2 for each square metre, in
    bags of ADHESIVE_BAG_KG; a part bag is a whole bag. Area must be more
    than 0, else ValueError.
    """
    if area_m2 <= 0:
        raise ValueError("area must be more than 0")
    return math.ceil(area_m2 * ADHESIVE_KG_PER_M2 / ADHESIVE_BAG_KG)


def grout_kg(area_m2):
    """Grout for the area, GROUT_KG_PER_M2 a square metre, rounded up to the
    next half kilo (grout comes in 0.5 kg tubs). Area must be more than 0,
    else ValueError.
    """
    if area_m2 <= 0:
        raise ValueError("area must be more than 0")
    return math.ceil(area_m2 * GROUT_KG_PER_M2 * 2) / 2


def labour(area_m2):
    """My labour price: DAY_RATE for every M2_PER_DAY square metres, charged
    in half days (any part of a half day is a half day), and never less
    than MINIMUM_CHARGE. Area must be more than 0, else ValueError.
    """
    if area_m2 <= 0:
        raise ValueError("area must be more than 0")
    half_days = math.ceil(area_m2 / (M2_PER_DAY / 2))
    return max(MINIMUM_CHARGE, half_days * DAY_RATE / 2)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'waste_5_percent': [
        ('WASTE = 0.10 ',
         'WASTE = 0.05 '),
    ],
    'diagonal_waste_same_as_straight': [
        ('DIAGONAL_WASTE = 0.15 ',
         'DIAGONAL_WASTE = 0.10 '),
    ],
    'diagonal_ignored': [
        ('    waste = DIAGONAL_WASTE if diagonal else WASTE\n',
         '    waste = WASTE\n'),
    ],
    'area_not_rounded': [
        ('    return round(width_m * height_m, 2)\n',
         '    return width_m * height_m\n'),
    ],
    'area_zero_allowed': [
        ('    if width_m <= 0 or height_m <= 0:\n',
         '    if width_m < 0 or height_m < 0:\n'),
    ],
    'area_height_unchecked': [
        ('    if width_m <= 0 or height_m <= 0:\n',
         '    if width_m <= 0:\n'),
    ],
    'tiles_rounded_to_nearest': [
        ('    return math.ceil(round(area_m2 * (1 + waste) / tile_m2, 6))\n',
         '    return round(area_m2 * (1 + waste) / tile_m2)\n'),
    ],
    'tiles_default_size_33': [
        ('tile_cm=(30, 30)',
         'tile_cm=(33, 33)'),
    ],
    'tile_length_ignored': [
        ('    tile_m2 = width * length / 10_000\n',
         '    tile_m2 = width * width / 10_000\n'),
    ],
    'tiles_zero_area_allowed': [
        ('    if area_m2 <= 0 or width <= 0 or length <= 0:\n',
         '    if area_m2 < 0 or width <= 0 or length <= 0:\n'),
    ],
    'boxes_rounded_down': [
        ('    count = math.ceil(tiles / per_box)\n',
         '    count = tiles // per_box\n'),
    ],
    'boxes_spare_is_remainder': [
        ('    return count, count * per_box - tiles\n',
         '    return count, tiles % per_box\n'),
    ],
    'boxes_default_12': [
        ('def boxes(tiles, per_box=10):',
         'def boxes(tiles, per_box=12):'),
    ],
    'boxes_zero_per_box_allowed': [
        ('    if tiles < 0 or per_box < 1:\n',
         '    if tiles < 0 or per_box < 0:\n'),
    ],
    'adhesive_rounded_to_nearest': [
        ('    return math.ceil(area_m2 * ADHESIVE_KG_PER_M2 / ADHESIVE_BAG_KG)\n',
         '    return round(area_m2 * ADHESIVE_KG_PER_M2 / ADHESIVE_BAG_KG)\n'),
    ],
    'adhesive_bag_25kg': [
        ('ADHESIVE_BAG_KG = 20\n',
         'ADHESIVE_BAG_KG = 25\n'),
    ],
    'grout_whole_kilos': [
        ('    return math.ceil(area_m2 * GROUT_KG_PER_M2 * 2) / 2\n',
         '    return float(math.ceil(area_m2 * GROUT_KG_PER_M2))\n'),
    ],
    'labour_whole_days': [
        ('    half_days = math.ceil(area_m2 / (M2_PER_DAY / 2))\n',
         '    half_days = 2 * math.ceil(area_m2 / M2_PER_DAY)\n'),
    ],
    'labour_no_minimum': [
        ('    return max(MINIMUM_CHARGE, half_days * DAY_RATE / 2)\n',
         '    return half_days * DAY_RATE / 2\n'),
    ],
    'minimum_charge_100': [
        ('MINIMUM_CHARGE = 120.0\n',
         'MINIMUM_CHARGE = 100.0\n'),
    ],
}


def _env():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _run_user_tests(tmp_path, source):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / MODULE, "w", encoding="utf-8", newline="") as fh:
        fh.write(source)
    try:
        return subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", TEST_FILE],
            cwd=root, env=_env(), capture_output=True, text=True, timeout=120,
            stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{TEST_FILE} ran for more than 120 s")


def _mutant(name):
    source = ORIGINAL
    for old, new in MUTANTS[name]:
        assert old in source, f"{name}: text to replace not found: {old!r}"
        source = source.replace(old, new, 1)
    assert source != ORIGINAL
    return source


def test_module_unchanged():
    path = os.path.join(WORKSPACE, MODULE)
    assert os.path.isfile(path), f"{MODULE} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == ORIGINAL, f"{MODULE} was changed"


def test_test_file_exists():
    assert os.path.isfile(os.path.join(WORKSPACE, TEST_FILE)), f"{TEST_FILE} is missing"


def test_user_tests_pass_on_original(tmp_path):
    proc = _run_user_tests(tmp_path, ORIGINAL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(tmp_path, name):
    proc = _run_user_tests(tmp_path, _mutant(name))
    assert proc.returncode != 0, (
        f"{TEST_FILE} still passes when {MODULE} is broken ({name})\n"
        + proc.stdout[-1500:])
