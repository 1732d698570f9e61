"""Hidden check for christmas_tree_tests: the user's tests/test_trees.py must pass on the given
trees.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'trees.py'
TEST_FILE = 'tests/test_trees.py'

# the given trees.py, verbatim
ORIGINAL = r'''"""Prices for the Christmas tree yard. Money in pounds, heights in feet."""

import math

PRICE_PER_FOOT = {"nordmann fir": 12.00, "norway spruce": 8.50, "fraser fir": 14.00}
MIN_FEET = 4
MAX_FEET = 12
BIG_TREE_FEET = 8  # charged at this many feet or more: a big tree
BIG_TREE_EXTRA = 10.00  # a big tree takes two of us to net and load
NETTING = 2.00
STANDS = {"basic": 15.00, "swivel": 35.00}
FREE_MILES = 5  # delivery this far or less is free
PER_MILE = 1.50  # for each mile, or part of a mile, past FREE_MILES
MAX_MILES = 20  # we don't deliver further than this


def charged_feet(height):
    """The feet a tree is charged for: a part foot counts as a whole one, so
    6.2 ft is charged as 7. A height under MIN_FEET or over MAX_FEET is a
    ValueError."""
    if height < MIN_FEET or height > MAX_FEET:
        raise ValueError(f"we sell trees from {MIN_FEET} to {MAX_FEET} ft")
    return math.ceil(height)


def tree_price(species, height):
    """Price of the tree itself: charged feet times the species' price per
    foot, plus BIG_TREE_EXTRA for a big tree. species doesn't care about
    capitals or spaces round it; one we don't sell is a ValueError."""
    key = species.strip().lower()
    if key not in PRICE_PER_FOOT:
        raise ValueError(f"we don't sell {species!r}")
    feet = charged_feet(height)
    price = feet * PRICE_PER_FOOT[key]
    if feet >= BIG_TREE_FEET:
        price += BIG_TREE_EXTRA
    return round(price, 2)


def delivery(miles):
    """Delivery charge: free up to FREE_MILES, then PER_MILE for each mile or
    part of a mile past it. Negative miles, or more than MAX_MILES, is a
    ValueError."""
    if miles < 0:
        raise ValueError("miles can't be negative")
    if miles > MAX_MILES:
        raise ValueError(f"we only deliver up to {MAX_MILES} miles")
    if miles <= FREE_MILES:
        return 0.0
    return round(math.ceil(miles - FREE_MILES) * PER_MILE, 2)


def order_total(species, height, miles=0, netting=True, stand=None, collect=False):
    """The whole order: the tree, NETTING unless netting is False, a stand
    from STANDS if one is named (any other name is a ValueError), and
    delivery for ``miles`` unless the customer collects. 2 decimal places."""
    total = tree_price(species, height)
    if netting:
        total += NETTING
    if stand is not None:
        if stand not in STANDS:
            raise ValueError(f"no such stand: {stand!r}")
        total += STANDS[stand]
    if not collect:
        total += delivery(miles)
    return round(total, 2)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'nordmann_price_changed': [
        ('"nordmann fir": 12.00',
         '"nordmann fir": 12.50'),
    ],
    'part_foot_not_charged': [
        ('    return math.ceil(height)\n',
         '    return math.floor(height)\n'),
    ],
    'four_foot_refused': [
        ('    if height < MIN_FEET or height > MAX_FEET:\n',
         '    if height <= MIN_FEET or height > MAX_FEET:\n'),
    ],
    'over_twelve_foot_sold': [
        ('    if height < MIN_FEET or height > MAX_FEET:\n',
         '    if height < MIN_FEET:\n'),
    ],
    'species_case_sensitive': [
        ('    key = species.strip().lower()\n',
         '    key = species.strip()\n'),
    ],
    'big_tree_from_nine_feet': [
        ('    if feet >= BIG_TREE_FEET:\n',
         '    if feet > BIG_TREE_FEET:\n'),
    ],
    'netting_off_by_default': [
        ('miles=0, netting=True, stand=None',
         'miles=0, netting=False, stand=None'),
    ],
    'delivery_charges_every_mile': [
        ('math.ceil(miles - FREE_MILES) * PER_MILE',
         'math.ceil(miles) * PER_MILE'),
    ],
    'delivery_part_mile_free': [
        ('math.ceil(miles - FREE_MILES) * PER_MILE',
         'int(miles - FREE_MILES) * PER_MILE'),
    ],
    'delivers_too_far': [
        ('    if miles > MAX_MILES:\n        raise ValueError(f"we only deliver up to {MAX_MILES} miles")\n',
         ''),
    ],
    'collect_still_charged': [
        ('    if not collect:\n        total += delivery(miles)\n',
         '    total += delivery(miles)\n'),
    ],
    'unknown_stand_ignored': [
        ('        if stand not in STANDS:\n            raise ValueError(f"no such stand: {stand!r}")\n        total += STANDS[stand]\n',
         '        total += STANDS.get(stand, 0.0)\n'),
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
