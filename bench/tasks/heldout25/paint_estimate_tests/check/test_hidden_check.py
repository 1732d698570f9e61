"""Hidden check for paint_estimate_tests: the user's test_paint.py must pass on the given
paint.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "paint.py"
TEST_FILE = "test_paint.py"

# the given paint.py, verbatim
ORIGINAL = r'''"""How much wall paint to buy, for the DIY corner of our hardware shop's website."""

import math


def _positive_number(name, value):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        raise ValueError(f"{name} must be a number greater than 0")


def paint_needed(width, height, *, coats=2, coverage=10.0, openings=0.0,
                 spare=0.1, tin=0.5):
    """Litres of paint to buy for one wall of ``width`` x ``height`` metres.

    The wall area is ``width * height`` minus ``openings`` (the m² of doors and
    windows that are not painted). The paint is ``area * coats / coverage``
    litres, where ``coverage`` is how many m² one litre covers in one coat. On
    top of that comes a ``spare`` share for touch-ups: the paint is multiplied
    by ``1 + spare``. The result is rounded UP to a whole number of ``tin``
    litres (an amount that is already a whole number of tins stays as it is)
    and returned as a float.

    All options are keyword-only:

    * ``coats``: an int of at least 1, default 2.
    * ``coverage``: m² per litre, a number greater than 0, default 10.0.
    * ``openings``: m², at least 0 and less than ``width * height``, default 0.
    * ``spare``: a number from 0 to 0.5 inclusive, default 0.1.
    * ``tin``: litres per tin, a number greater than 0, default 0.5.

    ``width`` and ``height`` must be numbers greater than 0. A number here is an
    int or a float, never a bool. Any value breaking these rules raises
    ValueError.

    >>> paint_needed(4, 2.5)                    # 10 m², 2 coats, +10 %: 2.2 l
    2.5
    >>> paint_needed(4, 2.5, spare=0)           # exactly 2 l
    2.0
    >>> paint_needed(5, 2.4, openings=2, coats=1, tin=1)   # 10 m²: 1.1 l
    2.0
    """
    _positive_number("width", width)
    _positive_number("height", height)
    _positive_number("coverage", coverage)
    _positive_number("tin", tin)
    if isinstance(coats, bool) or not isinstance(coats, int) or coats < 1:
        raise ValueError("coats must be an int of at least 1")
    if isinstance(spare, bool) or not isinstance(spare, (int, float)) or not 0 <= spare <= 0.5:
        raise ValueError("spare must be a number from 0 to 0.5")
    wall = width * height
    if isinstance(openings, bool) or not isinstance(openings, (int, float)):
        raise ValueError("openings must be a number")
    if openings < 0 or openings >= wall:
        raise ValueError("openings must be at least 0 and less than the wall")
    litres = (wall - openings) * coats / coverage * (1 + spare)
    tins = math.ceil(round(litres / tin, 9))
    return float(tins * tin)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'rounds_to_nearest_tin': [
        ('    tins = math.ceil(round(litres / tin, 9))\n',
         '    tins = round(litres / tin)\n'),
    ],
    'exact_amount_gets_extra_tin': [
        ('    tins = math.ceil(round(litres / tin, 9))\n',
         '    tins = math.floor(litres / tin) + 1\n'),
    ],
    'openings_not_subtracted': [
        ('    litres = (wall - openings) * coats',
         '    litres = wall * coats'),
    ],
    'openings_may_fill_wall': [
        ('or openings >= wall:\n',
         'or openings > wall:\n'),
    ],
    'negative_openings_allowed': [
        ('    if openings < 0 or openings >= wall:\n',
         '    if openings >= wall:\n'),
    ],
    'default_one_coat': [
        ('height, *, coats=2, coverage',
         'height, *, coats=1, coverage'),
    ],
    'default_coverage_twelve': [
        ('coats=2, coverage=10.0,',
         'coats=2, coverage=12.0,'),
    ],
    'default_no_spare': [
        ('                 spare=0.1, tin=0.5):\n',
         '                 spare=0.0, tin=0.5):\n'),
    ],
    'default_litre_tins': [
        ('                 spare=0.1, tin=0.5):\n',
         '                 spare=0.1, tin=1.0):\n'),
    ],
    'half_spare_refused': [
        ('not 0 <= spare <= 0.5:\n',
         'not 0 <= spare < 0.5:\n'),
    ],
    'spare_added_as_litres': [
        ('/ coverage * (1 + spare)\n',
         '/ coverage + spare\n'),
    ],
    'zero_coats_allowed': [
        ('or coats < 1:\n',
         'or coats < 0:\n'),
    ],
    'float_coats_allowed': [
        ('    if isinstance(coats, bool) or not isinstance(coats, int) or coats < 1:\n',
         '    if isinstance(coats, bool) or coats < 1:\n'),
    ],
    'zero_sizes_allowed': [
        ('or value <= 0:\n',
         'or value < 0:\n'),
    ],
    'bool_sizes_allowed': [
        ('    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:\n',
         '    if not isinstance(value, (int, float)) or value <= 0:\n'),
    ],
    'options_positional': [
        ('def paint_needed(width, height, *, coats=2,',
         'def paint_needed(width, height, coats=2,'),
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
