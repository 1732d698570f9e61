"""Hidden check for allergen_chart_tests: the user's tests/test_allergen_chart.py must pass on the given
allergen_chart.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'allergen_chart.py'
TEST_FILE = 'tests/test_allergen_chart.py'

# the given allergen_chart.py, verbatim
ORIGINAL = r'''"""The allergen chart for the cafe's menu board.

Only the allergens in ALLERGENS can go on the chart: those are the ones
we have to declare.
"""

ALLERGENS = ("celery", "dairy", "egg", "fish", "gluten", "mustard", "nuts", "peanuts",
             "sesame", "shellfish", "soya", "sulphites")


class UnknownAllergen(ValueError):
    """An allergen that isn't in ALLERGENS (a kind of ValueError)."""


def _allergen(name):
    key = name.strip().lower()
    if key not in ALLERGENS:
        raise UnknownAllergen(f"not a declarable allergen: {name!r}")
    return key


class AllergenChart:
    """Which dish contains which allergens.

    ``AllergenChart(dishes)``
        ``dishes`` maps each dish name to a list of its allergens. Dish
        names are stored with surrounding spaces stripped but otherwise as
        given; two dishes whose names only differ in case (or spaces round
        them) are a ValueError. Allergens are stripped and lower-cased, and
        one not in ALLERGENS raises UnknownAllergen. A dish may have no
        allergens, and an allergen listed twice counts once.

    Every method that takes a dish finds it ignoring case and surrounding
    spaces, and raises KeyError for a dish that isn't on the chart. Every
    method that takes an allergen reads it like the constructor does and
    raises UnknownAllergen for one not in ALLERGENS.

    ``allergens(dish) -> list``
        The dish's allergens in alphabetical order.

    ``add(dish, allergen)``
        The recipe changed: the dish now contains this allergen too.
        Adding one it already has changes nothing.

    ``safe_for(*allergies) -> list``
        The names (as stored) of the dishes containing none of the given
        allergens, sorted alphabetically ignoring case. With no allergies
        at all, every dish.

    ``label(dish) -> str``
        The line for the menu board, with the dish name as stored:
        "Pad Thai: contains peanuts, soya" (allergens in alphabetical
        order, separated by a comma and a space), or
        "Chips: no declared allergens".

    ``count(allergen) -> int``
        How many dishes contain this allergen.
    """

    def __init__(self, dishes):
        self._names = {}
        self._contents = {}
        for name, allergens in dishes.items():
            shown = name.strip()
            key = shown.lower()
            if key in self._names:
                raise ValueError(f"dish listed twice: {name!r}")
            self._names[key] = shown
            self._contents[key] = {_allergen(allergen) for allergen in allergens}

    def _dish(self, dish):
        key = dish.strip().lower()
        if key not in self._names:
            raise KeyError(dish)
        return key

    def allergens(self, dish):
        return sorted(self._contents[self._dish(dish)])

    def add(self, dish, allergen):
        key = self._dish(dish)
        self._contents[key].add(_allergen(allergen))

    def safe_for(self, *allergies):
        avoid = {_allergen(allergy) for allergy in allergies}
        safe = [self._names[key] for key, contents in self._contents.items()
                if not contents & avoid]
        return sorted(safe, key=str.lower)

    def label(self, dish):
        key = self._dish(dish)
        if not self._contents[key]:
            return f"{self._names[key]}: no declared allergens"
        return f"{self._names[key]}: contains {', '.join(sorted(self._contents[key]))}"

    def count(self, allergen):
        key = _allergen(allergen)
        return sum(1 for contents in self._contents.values() if key in contents)
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'dish_name_not_stripped': [
        ('            shown = name.strip()\n',
         '            shown = name\n'),
    ],
    'lookup_case_sensitive': [
        ('        key = dish.strip().lower()\n',
         '        key = dish.strip()\n'),
    ],
    'duplicate_dish_allowed': [
        ('            if key in self._names:\n',
         '            if shown in self._names.values():\n'),
    ],
    'allergen_not_lowered': [
        ('    key = name.strip().lower()\n',
         '    key = name.strip()\n'),
    ],
    'unknown_allergen_accepted': [
        ('    if key not in ALLERGENS:\n',
         '    if not key:\n'),
    ],
    'unknown_allergen_not_value_error': [
        ('class UnknownAllergen(ValueError):\n',
         'class UnknownAllergen(LookupError):\n'),
    ],
    'allergens_reversed': [
        ('        return sorted(self._contents[self._dish(dish)])\n',
         '        return sorted(self._contents[self._dish(dish)], reverse=True)\n'),
    ],
    'add_creates_unknown_dish': [
        ('        key = self._dish(dish)\n        self._contents[key].add(',
         '        key = dish.strip().lower()\n        self._names.setdefault(key, dish.strip())\n        self._contents.setdefault(key, set())\n        self._contents[key].add('),
    ],
    'add_allergen_unchecked': [
        ('        self._contents[key].add(_allergen(allergen))\n',
         '        self._contents[key].add(allergen.strip().lower())\n'),
    ],
    'safe_for_avoids_only_all': [
        ('                if not contents & avoid]\n',
         '                if not avoid <= contents]\n'),
    ],
    'safe_for_case_sensitive_order': [
        ('        return sorted(safe, key=str.lower)\n',
         '        return sorted(safe)\n'),
    ],
    'safe_for_unknown_ignored': [
        ('        avoid = {_allergen(allergy) for allergy in allergies}\n',
         '        avoid = {allergy.strip().lower() for allergy in allergies}\n'),
    ],
    'label_name_as_asked': [
        ('        return f"{self._names[key]}: contains ',
         '        return f"{dish}: contains '),
    ],
    'label_no_allergens_wording': [
        ('{self._names[key]}: no declared allergens"',
         '{self._names[key]}: contains nothing"'),
    ],
    'label_separator': [
        ("contains {', '.join(",
         "contains {','.join("),
    ],
    'count_unknown_is_zero': [
        ('        key = _allergen(allergen)\n        return sum(',
         '        key = allergen.strip().lower()\n        return sum('),
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
