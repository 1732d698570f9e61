"""Hidden check for potluck_tests: the user's test_potluck.py must pass on the given
potluck.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "potluck.py"
TEST_FILE = "test_potluck.py"

# the given potluck.py, verbatim
ORIGINAL = r'''"""The sign-up sheet for the street's summer potluck: who brings which dish."""

CATEGORIES = ("main", "side", "salad", "dessert", "drinks")


class SignUpError(Exception):
    """Base class of the errors the sheet raises when a sign-up is refused."""


class DuplicateDishError(SignUpError):
    """The dish is already on the sheet."""


class CategoryFullError(SignUpError):
    """The category already has as many dishes as it may have."""


class TooManyDishesError(SignUpError):
    """The person already brings two dishes."""


class Potluck:
    """A potluck sign-up sheet.

    ``Potluck(guests, *, per_category=3)``
        ``guests`` is the number of people expected, an int from 2 to 200
        inclusive. ``per_category`` is the most dishes one category may have,
        an int of at least 1. Anything else raises ValueError.

    ``sign_up(person, dish, category) -> None``
        Puts ``dish`` on the sheet under ``category``. Categories are matched
        case-insensitively and must be one of CATEGORIES, else ValueError.
        Dish and person names have surrounding spaces stripped, must not be
        empty (ValueError) and are compared case-insensitively. Raises
        DuplicateDishError if the same dish is already on the sheet in any
        category, CategoryFullError if the category is full, and
        TooManyDishesError if the person already brings 2 dishes.

    ``withdraw(dish) -> str``
        Takes a dish off the sheet (matched like in sign_up()) and returns the
        name of the person who was bringing it, as stored at sign-up (stripped,
        their own spelling). This frees the place in its category and one of
        the person's two dishes. Raises KeyError for a dish that is not on the
        sheet.

    ``dishes(category) -> list``
        The dish names in that category (matched case-insensitively), as first
        written, in sign-up order.

    ``missing`` (property)
        The categories with no dish yet, in the order of CATEGORIES.

    ``len(sheet)``
        The number of dishes on the sheet.

    ``servings_per_dish`` (property)
        ``guests`` divided by the number of dishes, rounded up to a whole
        number; equal to ``guests`` while the sheet is empty.
    """

    def __init__(self, guests, *, per_category=3):
        for name, value, low in (("guests", guests, 2), ("per_category", per_category, 1)):
            if isinstance(value, bool) or not isinstance(value, int) or value < low:
                raise ValueError(f"{name} must be an int of at least {low}")
        if guests > 200:
            raise ValueError("guests must be at most 200")
        self.guests = guests
        self.per_category = per_category
        self._sheet = []  # [person, dish, category] in sign-up order

    @staticmethod
    def _category(category):
        key = category.lower()
        if key not in CATEGORIES:
            raise ValueError(f"unknown category {category!r}")
        return key

    def _find(self, dish):
        key = dish.strip().lower()
        for i, (_, d, _) in enumerate(self._sheet):
            if d.lower() == key:
                return i
        return -1

    def sign_up(self, person, dish, category):
        category = self._category(category)
        person, dish = person.strip(), dish.strip()
        if not person or not dish:
            raise ValueError("person and dish must not be empty")
        if self._find(dish) >= 0:
            raise DuplicateDishError(dish)
        if len(self.dishes(category)) >= self.per_category:
            raise CategoryFullError(category)
        if sum(p.lower() == person.lower() for p, _, _ in self._sheet) >= 2:
            raise TooManyDishesError(person)
        self._sheet.append([person, dish, category])

    def withdraw(self, dish):
        i = self._find(dish)
        if i < 0:
            raise KeyError(dish)
        person, _, _ = self._sheet.pop(i)
        return person

    def dishes(self, category):
        category = self._category(category)
        return [d for _, d, c in self._sheet if c == category]

    @property
    def missing(self):
        return [c for c in CATEGORIES if not self.dishes(c)]

    def __len__(self):
        return len(self._sheet)

    @property
    def servings_per_dish(self):
        if not self._sheet:
            return self.guests
        return -(-self.guests // len(self._sheet))
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'two_hundred_guests_refused': [
        ('        if guests > 200:\n',
         '        if guests >= 200:\n'),
    ],
    'one_guest_allowed': [
        ('(("guests", guests, 2), ',
         '(("guests", guests, 1), '),
    ],
    'default_four_per_category': [
        ('    def __init__(self, guests, *, per_category=3):\n',
         '    def __init__(self, guests, *, per_category=4):\n'),
    ],
    'category_case_sensitive': [
        ('        key = category.lower()\n',
         '        key = category\n'),
    ],
    'dish_case_sensitive': [
        ('            if d.lower() == key:\n',
         '            if d.lower() == dish.strip():\n'),
    ],
    'dish_not_stripped': [
        ('        person, dish = person.strip(), dish.strip()\n',
         '        person = person.strip()\n'),
    ],
    'duplicate_only_within_category': [
        ('        if self._find(dish) >= 0:\n',
         '        if dish.lower() in [d.lower() for d in self.dishes(category)]:\n'),
    ],
    'category_one_too_many': [
        ('        if len(self.dishes(category)) >= self.per_category:\n',
         '        if len(self.dishes(category)) > self.per_category:\n'),
    ],
    'three_dishes_per_person': [
        ('for p, _, _ in self._sheet) >= 2:\n',
         'for p, _, _ in self._sheet) >= 3:\n'),
    ],
    'person_case_sensitive': [
        ('        if sum(p.lower() == person.lower() for',
         '        if sum(p == person for'),
    ],
    'category_full_outside_hierarchy': [
        ('class CategoryFullError(SignUpError):\n',
         'class CategoryFullError(ValueError):\n'),
    ],
    'withdraw_unknown_silent': [
        ('            raise KeyError(dish)\n',
         '            return None\n'),
    ],
    'withdraw_returns_dish': [
        ('        person, _, _ = self._sheet.pop(i)\n',
         '        _, person, _ = self._sheet.pop(i)\n'),
    ],
    'dishes_sorted': [
        ('        return [d for _, d, c in self._sheet if c == category]\n',
         '        return sorted(d for _, d, c in self._sheet if c == category)\n'),
    ],
    'missing_alphabetical': [
        ('        return [c for c in CATEGORIES if not self.dishes(c)]\n',
         '        return [c for c in sorted(CATEGORIES) if not self.dishes(c)]\n'),
    ],
    'servings_rounded_down': [
        ('        return -(-self.guests // len(self._sheet))\n',
         '        return self.guests // len(self._sheet)\n'),
    ],
    'servings_zero_when_empty': [
        ('        if not self._sheet:\n            return self.guests\n',
         '        if not self._sheet:\n            return 0\n'),
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
