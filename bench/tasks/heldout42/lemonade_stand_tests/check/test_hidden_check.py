"""Hidden check for lemonade_stand_tests: the user's tests/test_lemonade.py must pass on the
given lemonade.py (which must stay unchanged) and fail on the small broken versions of it (all
but at most two of them)."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'lemonade.py'
TEST_FILE = 'tests/test_lemonade.py'

# the given lemonade.py, verbatim
ORIGINAL = r'''"""Sums for my kids' lemonade stand at the end of our drive.

A cup is 250 ml. Our recipe, per litre of lemonade: 6 lemons and 100 g of
sugar (plus water and ice, which are free).
"""

import math

CUP_ML = 250
LEMONS_PER_LITRE = 6
SUGAR_G_PER_LITRE = 100
CUP_PRICE = 0.50
THREE_CUP_DEAL = 1.20  # every 3 cups in one order
LEMON_COST = 0.30  # each
SUGAR_COST_PER_KG = 0.90


def _whole_cups(cups):
    if not isinstance(cups, int) or isinstance(cups, bool) or cups < 1:
        raise ValueError("cups must be a whole number, 1 or more")


def cups_in_jug(litres):
    """How many full cups you can pour from a jug of ``litres`` litres.

    litres must be more than 0, else ValueError.
    """
    if litres <= 0:
        raise ValueError("litres must be more than 0")
    return int(litres * 1000 // CUP_ML)


def shopping(cups):
    """What to buy to make ``cups`` cups.

    {"lemons": whole lemons, rounded up, "sugar_g": grams of sugar, rounded
    to a whole gram}. cups must be a whole number, 1 or more, else ValueError.
    """
    _whole_cups(cups)
    litres = cups * CUP_ML / 1000
    return {"lemons": math.ceil(litres * LEMONS_PER_LITRE),
            "sugar_g": round(litres * SUGAR_G_PER_LITRE)}


def order_price(cups, deal=True):
    """What one order of ``cups`` cups costs, in pounds to 2 decimal places.

    With the deal, every full 3 cups cost THREE_CUP_DEAL and any cups left
    over CUP_PRICE each; without it every cup is CUP_PRICE. cups must be a
    whole number, 1 or more, else ValueError.
    """
    _whole_cups(cups)
    if deal:
        threes, rest = divmod(cups, 3)
        return round(threes * THREE_CUP_DEAL + rest * CUP_PRICE, 2)
    return round(cups * CUP_PRICE, 2)


def day_takings(orders, deal=True):
    """All the money for a day's orders (a list of cups per order), to 2 decimal places.

    No orders is 0.
    """
    return round(sum(order_price(cups, deal) for cups in orders), 2)


def profit(takings, cups_made):
    """Takings less what the lemons and sugar for ``cups_made`` cups cost, to 2 decimal places."""
    bought = shopping(cups_made)
    cost = bought["lemons"] * LEMON_COST + bought["sugar_g"] / 1000 * SUGAR_COST_PER_KG
    return round(takings - cost, 2)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'jug_of_nothing_allowed': [
        ('    if litres <= 0:\n',
         '    if litres < 0:\n'),
    ],
    'cup_240_ml': [
        ('CUP_ML = 250\n',
         'CUP_ML = 240\n'),
    ],
    'jug_cups_rounded': [
        ('    return int(litres * 1000 // CUP_ML)\n',
         '    return round(litres * 1000 / CUP_ML)\n'),
    ],
    'lemons_rounded_down': [
        ('    return {"lemons": math.ceil(litres * LEMONS_PER_LITRE),\n',
         '    return {"lemons": int(litres * LEMONS_PER_LITRE),\n'),
    ],
    'five_lemons_a_litre': [
        ('LEMONS_PER_LITRE = 6\n',
         'LEMONS_PER_LITRE = 5\n'),
    ],
    'sugar_120_a_litre': [
        ('SUGAR_G_PER_LITRE = 100\n',
         'SUGAR_G_PER_LITRE = 120\n'),
    ],
    'zero_cups_allowed': [
        ('cups < 1:\n',
         'cups < 0:\n'),
    ],
    'deal_on_two_cups': [
        ('        threes, rest = divmod(cups, 3)\n',
         '        threes, rest = divmod(cups, 2)\n'),
    ],
    'deal_price_1_25': [
        ('THREE_CUP_DEAL = 1.20 ',
         'THREE_CUP_DEAL = 1.25 '),
    ],
    'deal_off_by_default': [
        ('def order_price(cups, deal=True):',
         'def order_price(cups, deal=False):'),
    ],
    'takings_always_deal': [
        ('    return round(sum(order_price(cups, deal) for cups in orders), 2)\n',
         '    return round(sum(order_price(cups) for cups in orders), 2)\n'),
    ],
    'lemons_35p': [
        ('LEMON_COST = 0.30 ',
         'LEMON_COST = 0.35 '),
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


MAY_SURVIVE = 2  # broken versions the user's tests may miss, at most


def test_user_tests_catch_mutants(tmp_path):
    survived = []
    for name in sorted(MUTANTS):
        proc = _run_user_tests(tmp_path / name, _mutant(name))
        if proc.returncode == 0:
            survived.append(name)
    assert len(survived) <= MAY_SURVIVE, (
        f"{TEST_FILE} still passes when {MODULE} is broken in {len(survived)} of "
        f"{len(MUTANTS)} ways: {', '.join(survived)}")
