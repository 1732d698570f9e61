"""Hidden check for shopping_list_tests: the user's test_shopping.py must pass on the given
shopping.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "shopping.py"
TEST_FILE = "test_shopping.py"

# the given shopping.py, verbatim
ORIGINAL = r'''"""Turn a recipe and what is already in the pantry into a shopping list."""

import math


def _norm(name):
    return name.strip().lower()


def to_buy(needed, pantry, *, pack_sizes=None):
    """Return ``{item: amount to buy}`` for a recipe.

    needed      {item: amount the recipe uses}     e.g. {"eggs": 6, "flour": 500}
    pantry      {item: amount already at home}     e.g. {"eggs": 2}
    pack_sizes  keyword-only, optional: {item: amount in one pack}

    Rules, in the order they apply:

    1. Item names are matched ignoring case and spaces around them, in all three
       dicts ("Eggs ", "eggs" and "EGGS" are one item). If the pantry lists the same
       item under two spellings, the two amounts are added up.
    2. An item missing from the pantry counts as 0 at home.
    3. shortfall = amount needed - amount at home. An item whose shortfall is 0 or
       less (enough at home) is left out of the result.
    4. For an item with a pack size the shortfall is rounded UP to whole packs; the
       result is still an amount (not a number of packs):
           need 7, have 2, packs of 6    -> 6    (short 5: one pack)
           need 13, have 0, packs of 6   -> 18   (three packs)
           need 12, have 0, packs of 6   -> 12   (exactly two packs, nothing extra)
       Items without a pack size are bought exactly: short 250 -> 250.
    5. The keys of the result are the names as written in ``needed``, with the
       spaces around them removed, in alphabetical order ignoring case.

    Examples:
        to_buy({"eggs": 6, "flour": 500}, {"eggs": 2, "Flour": 750})  -> {"eggs": 4}
        to_buy({"Milk ": 1}, {})                                        -> {"Milk": 1}
        to_buy({"sugar": 300, "Butter": 250}, {"sugar": 100})
            -> {"Butter": 250, "sugar": 200}

    The dicts passed in are not changed.

    Raises ValueError if an amount in ``needed`` or ``pantry`` is negative, or if a
    pack size is 0 or less.
    """
    packs = {_norm(name): size for name, size in (pack_sizes or {}).items()}
    for size in packs.values():
        if size <= 0:
            raise ValueError("pack sizes must be more than 0")
    home = {}
    for name, amount in pantry.items():
        if amount < 0:
            raise ValueError(f"negative amount at home for {name!r}")
        home[_norm(name)] = home.get(_norm(name), 0) + amount
    result = {}
    for name, amount in needed.items():
        if amount < 0:
            raise ValueError(f"negative amount needed for {name!r}")
        shortfall = amount - home.get(_norm(name), 0)
        if shortfall <= 0:
            continue
        size = packs.get(_norm(name))
        if size is not None:
            shortfall = math.ceil(shortfall / size) * size
        result[name.strip()] = shortfall
    return dict(sorted(result.items(), key=lambda item: item[0].lower()))
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'names_case_sensitive': [
        ('    return name.strip().lower()\n',
         '    return name.strip()\n'),
    ],
    'names_spaces_kept': [
        ('    return name.strip().lower()\n',
         '    return name.lower()\n'),
    ],
    'result_key_not_stripped': [
        ('result[name.strip()] = shortfall',
         'result[name] = shortfall'),
    ],
    'zero_shortfall_listed': [
        ('if shortfall <= 0:',
         'if shortfall < 0:'),
    ],
    'packs_rounded_nearest': [
        ('shortfall = math.ceil(shortfall / size) * size',
         'shortfall = round(shortfall / size) * size'),
    ],
    'packs_always_extra': [
        ('shortfall = math.ceil(shortfall / size) * size',
         'shortfall = (shortfall // size + 1) * size'),
    ],
    'packs_counted_not_amount': [
        ('shortfall = math.ceil(shortfall / size) * size',
         'shortfall = math.ceil(shortfall / size)'),
    ],
    'packs_from_needed': [
        ('shortfall = math.ceil(shortfall / size) * size',
         'shortfall = math.ceil(amount / size) * size'),
    ],
    'pack_names_exact': [
        ('packs = {_norm(name): size for',
         'packs = {name: size for'),
    ],
    'pantry_last_spelling_wins': [
        ('home[_norm(name)] = home.get(_norm(name), 0) + amount',
         'home[_norm(name)] = amount'),
    ],
    'sorted_case_sensitive': [
        ('key=lambda item: item[0].lower()',
         'key=lambda item: item[0]'),
    ],
    'not_sorted': [
        ('    return dict(sorted(result.items(), key=lambda item: item[0].lower()))\n',
         '    return result\n'),
    ],
    'negative_at_home_ok': [
        ('        if amount < 0:\n            raise ValueError(f"negative amount at home for {name!r}")\n',
         ''),
    ],
    'negative_needed_ok': [
        ('        if amount < 0:\n            raise ValueError(f"negative amount needed for {name!r}")\n',
         ''),
    ],
    'zero_pack_size_ok': [
        ('if size <= 0:',
         'if size < 0:'),
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
