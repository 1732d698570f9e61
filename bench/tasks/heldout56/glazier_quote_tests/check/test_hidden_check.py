"""Hidden check for glazier_quote_tests: the user's tests/test_glazing.py must pass on the
given glazing.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'glazing.py'
TEST_FILE = 'tests/test_glazing.py'

# the given glazing.py, verbatim
ORIGINAL = r'''"""Quotes for cut glass, the way I price it in the workshop.

Sizes are in millimetres; prices in pounds.
"""

import math

PRICE_PER_M2 = {4: 32.00, 6: 41.00, 10: 68.00}  # float glass, by thickness in mm
TOUGHENED = 1.40  # toughened glass costs 40% more
MIN_AREA = 0.25  # a pane smaller than this is charged as this many square metres
SIZE_LIMITS = (50, 2400)  # shortest and longest side I can cut, in mm
POLISH_PER_M = 3.50  # polished edges, per metre of edge (part metres round up)
FITTING_CALL = 45.00  # coming out to fit: once per job
FITTING_PANE = 12.00  # and this for each pane fitted
VAT = 0.20


def area(width, height):
    """Area of a pane in square metres, to 3 decimal places.

    Both sides must be within SIZE_LIMITS (the ends included), else ValueError.
    """
    low, high = SIZE_LIMITS
    for side in (width, height):
        if not low <= side <= high:
            raise ValueError(f"sides must be {low} to {high} mm")
    return round(width * height / 1_000_000, 3)


def pane_price(width, height, thickness=4, toughened=False, polished=False):
    """Price of one pane, to 2 decimal places.

    The area (at least MIN_AREA) times the price for the thickness, 40% more
    if toughened, plus polished edges if asked for: the whole way round, per
    metre, part metres rounded up. A thickness I don't stock is a ValueError.
    """
    if thickness not in PRICE_PER_M2:
        raise ValueError(f"no {thickness} mm glass")
    price = max(area(width, height), MIN_AREA) * PRICE_PER_M2[thickness]
    if toughened:
        price *= TOUGHENED
    if polished:
        edge_m = math.ceil(2 * (width + height) / 1000)
        price += edge_m * POLISH_PER_M
    return round(price, 2)


def quote(panes, fitted=False):
    """The quote for a job: {"panes", "glass", "fitting", "vat", "total"}.

    panes is a list of dicts with the keys pane_price takes ("width" and
    "height", and "thickness", "toughened" and "polished" if wanted).
    "panes" is how many there are, "glass" the sum of their prices.
    Fitting, when fitted is True, is FITTING_CALL plus FITTING_PANE per pane,
    otherwise 0. VAT is 20% of glass plus fitting. Money to 2 decimal
    places. No panes at all is a ValueError.
    """
    if not panes:
        raise ValueError("a quote needs at least one pane")
    glass = round(sum(pane_price(**pane) for pane in panes), 2)
    fitting = FITTING_CALL + FITTING_PANE * len(panes) if fitted else 0.0
    vat = round((glass + fitting) * VAT, 2)
    return {"panes": len(panes), "glass": glass, "fitting": fitting, "vat": vat,
            "total": round(glass + fitting + vat, 2)}
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'thickness_6_price_44': [
        ('6: 41.00',
         '6: 44.00'),
    ],
    'toughened_30_percent': [
        ('TOUGHENED = 1.40',
         'TOUGHENED = 1.30'),
    ],
    'no_minimum_area': [
        ('    price = max(area(width, height), MIN_AREA) * PRICE_PER_M2[thickness]\n',
         '    price = area(width, height) * PRICE_PER_M2[thickness]\n'),
    ],
    'longest_side_refused': [
        ('        if not low <= side <= high:\n',
         '        if not low <= side < high:\n'),
    ],
    'height_not_checked': [
        ('    for side in (width, height):\n',
         '    for side in (width,):\n'),
    ],
    'area_not_rounded': [
        ('    return round(width * height / 1_000_000, 3)\n',
         '    return width * height / 1_000_000\n'),
    ],
    'polish_half_way_round': [
        ('        edge_m = math.ceil(2 * (width + height) / 1000)\n',
         '        edge_m = math.ceil((width + height) / 1000)\n'),
    ],
    'polish_part_metres_not_rounded_up': [
        ('        edge_m = math.ceil(2 * (width + height) / 1000)\n',
         '        edge_m = 2 * (width + height) / 1000\n'),
    ],
    'polish_toughened_too': [
        ('        price += edge_m * POLISH_PER_M\n',
         '        price += edge_m * POLISH_PER_M * (TOUGHENED if toughened else 1)\n'),
    ],
    'call_out_per_pane': [
        ('    fitting = FITTING_CALL + FITTING_PANE * len(panes) if fitted else 0.0\n',
         '    fitting = (FITTING_CALL + FITTING_PANE) * len(panes) if fitted else 0.0\n'),
    ],
    'vat_on_glass_only': [
        ('    vat = round((glass + fitting) * VAT, 2)\n',
         '    vat = round(glass * VAT, 2)\n'),
    ],
    'empty_quote_allowed': [
        ('    if not panes:\n        raise ValueError("a quote needs at least one pane")\n',
         ''),
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
