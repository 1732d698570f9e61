"""Hidden check for bonfire_night_tests: the user's tests/test_bonfire.py must pass on the given
bonfire.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'bonfire.py'
TEST_FILE = 'tests/test_bonfire.py'

# the given bonfire.py, verbatim
ORIGINAL = r'''"""Sums for the village bonfire and fireworks night on the rec. Money in pounds."""

import math

ADULT = 7.0  # 16 to 64
CHILD = 4.0  # 5 to 15; under 5s are free
SENIOR = 5.0  # 65 and over
GATE_EXTRA = 1.0  # paying on the night costs this much more, for any ticket that isn't free
FAMILY = 20.0  # advance only: 2 people aged 16+ and up to 3 children aged 5-15
FAMILY_CHILDREN = 3
SAFETY_DISTANCE_M = {"F2": 8, "F3": 25}  # how far back the crowd stands, by firework category
SPARKLERS_PER_BOX = 10
MAX_BONFIRE_M = 4.0


def ticket_price(age, on_the_gate=False):
    """Price of one ticket for someone aged ``age`` (a whole number, 0 or more)."""
    if not isinstance(age, int) or isinstance(age, bool) or age < 0:
        raise ValueError("age must be a whole number, 0 or more")
    if age < 5:
        return 0.0
    if age <= 15:
        price = CHILD
    elif age >= 65:
        price = SENIOR
    else:
        price = ADULT
    if on_the_gate:
        price += GATE_EXTRA
    return price


def group_price(ages, on_the_gate=False):
    """Cheapest total for a group that pays together, to 2 decimal places.

    Bought in advance, one family ticket (FAMILY) can stand in for the two
    dearest tickets of people aged 16 or over and up to FAMILY_CHILDREN
    children's tickets, when the group has at least 2 people aged 16+ and at
    least one child aged 5-15. It's only used when that comes out cheaper.
    One family ticket per group; none on the gate.
    """
    prices = [ticket_price(age, on_the_gate) for age in ages]
    total = sum(prices)
    if on_the_gate:
        return round(total, 2)
    grown = sorted((ticket_price(a) for a in ages if a >= 16), reverse=True)
    children = [ticket_price(a) for a in ages if 5 <= a <= 15]
    if len(grown) >= 2 and children:
        covered = sum(grown[:2]) + sum(children[:FAMILY_CHILDREN])
        total = min(total, total - covered + FAMILY)
    return round(total, 2)


def safety_distance(category):
    """How many metres back the crowd must be for fireworks of ``category``.

    "F2" or "F3", capitals and spaces don't matter. F4 is for professional
    displays only, and anything else isn't a category: ValueError for both.
    """
    key = category.strip().upper()
    if key not in SAFETY_DISTANCE_M:
        raise ValueError(f"we can't use category {category!r} fireworks")
    return SAFETY_DISTANCE_M[key]


def sparkler_boxes(children, each=2):
    """Boxes of sparklers to buy so ``children`` children get ``each`` sparklers each."""
    if children < 0 or each < 0:
        raise ValueError("can't be negative")
    return math.ceil(children * each / SPARKLERS_PER_BOX)


def bonfire_ok(height_m, nearest_building_m):
    """Whether the bonfire is allowed: no taller than MAX_BONFIRE_M, and the nearest
    building at least 5 times the bonfire's height away."""
    if height_m <= 0 or nearest_building_m < 0:
        raise ValueError("height must be more than 0 and the distance 0 or more")
    return height_m <= MAX_BONFIRE_M and nearest_building_m >= 5 * height_m
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'child_price_stops_at_14': [
        ('    if age <= 15:\n',
         '    if age < 15:\n'),
    ],
    'five_year_olds_free': [
        ('    if age < 5:\n        return 0.0\n',
         '    if age <= 5:\n        return 0.0\n'),
    ],
    'senior_from_66': [
        ('    elif age >= 65:\n',
         '    elif age > 65:\n'),
    ],
    'gate_extra_on_free_tickets': [
        ('    if age < 5:\n        return 0.0\n',
         '    if age < 5:\n        return GATE_EXTRA if on_the_gate else 0.0\n'),
    ],
    'family_ticket_on_the_gate': [
        ('    if on_the_gate:\n        return round(total, 2)\n',
         ''),
    ],
    'family_covers_four_children': [
        ('FAMILY_CHILDREN = 3\n',
         'FAMILY_CHILDREN = 4\n'),
    ],
    'family_used_even_if_dearer': [
        ('        total = min(total, total - covered + FAMILY)\n',
         '        total = total - covered + FAMILY\n'),
    ],
    'family_covers_cheapest_grown_ups': [
        ('for a in ages if a >= 16), reverse=True)',
         'for a in ages if a >= 16))'),
    ],
    'f3_distance_20': [
        ('"F3": 25}',
         '"F3": 20}'),
    ],
    'sparklers_rounded_down': [
        ('    return math.ceil(children * each',
         '    return math.floor(children * each'),
    ],
    'bonfire_distance_must_be_more': [
        ('nearest_building_m >= 5 * height_m',
         'nearest_building_m > 5 * height_m'),
    ],
    'bonfire_no_height_limit': [
        ('    return height_m <= MAX_BONFIRE_M and nearest',
         '    return nearest'),
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
