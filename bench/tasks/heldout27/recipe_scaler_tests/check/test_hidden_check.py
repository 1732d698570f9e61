"""Hidden check for recipe_scaler_tests: the user's tests/test_recipe_scaler.py must pass on the given
recipe_scaler.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "recipe_scaler.py"
TEST_FILE = "tests/test_recipe_scaler.py"

# the given recipe_scaler.py, verbatim
ORIGINAL = r'''"""Scaling the ingredient lines of a recipe card to a different number of servings."""

import re

_WHOLE = re.compile(r"\d+")
_DECIMAL = re.compile(r"\d+(\.\d+)?")
_FRACTION = re.compile(r"(\d+)/(\d+)")
QUARTERS = {1: "1/4", 2: "1/2", 3: "3/4"}


def _fraction(text):
    match = _FRACTION.fullmatch(text)
    if not match:
        raise ValueError(f"not a fraction: {text!r}")
    top, bottom = int(match[1]), int(match[2])
    if bottom == 0:
        raise ValueError("a fraction cannot have 0 under the line")
    return top / bottom


def parse_quantity(text):
    """The amount written in ``text``, as a float.

    A quantity is a whole number ("2"), a decimal ("0.75"), a fraction
    ("3/4") or a whole number and a fraction separated by whitespace
    ("1 1/2"); whitespace around it is ignored. The amount must be above 0.
    A zero amount, a zero under the line, a sign, or anything else raises
    ValueError.

    >>> parse_quantity("1 1/2")
    1.5
    >>> parse_quantity(" 3/4 ")
    0.75
    """
    parts = text.split()
    if len(parts) == 2 and _WHOLE.fullmatch(parts[0]):
        value = int(parts[0]) + _fraction(parts[1])
    elif len(parts) == 1 and "/" in parts[0]:
        value = _fraction(parts[0])
    elif len(parts) == 1 and _DECIMAL.fullmatch(parts[0]):
        value = float(parts[0])
    else:
        raise ValueError(f"not a quantity: {text!r}")
    if not value > 0:
        raise ValueError("a quantity must be above 0")
    return float(value)


def scale(quantity, serves, to_serves):
    """``quantity`` for ``serves`` people, scaled to ``to_serves`` people.

    ``serves`` and ``to_serves`` are ints from 1 to 50 (bools refused) and
    ``quantity`` is a number above 0; otherwise ValueError.

    >>> scale(200, 4, 6)
    300.0
    """
    for people in (serves, to_serves):
        if not isinstance(people, int) or isinstance(people, bool) or not 1 <= people <= 50:
            raise ValueError("servings must be an int from 1 to 50")
    if not quantity > 0:
        raise ValueError("quantity must be above 0")
    return quantity * to_serves / serves


def format_quantity(value):
    """``value`` (above 0, else ValueError) the way a recipe card writes it.

    It is rounded to the nearest quarter, exact eighths going up, and
    written as a whole number ("2"), a fraction ("1/4", "1/2", "3/4") or
    both ("1 3/4"). An amount below 1/8 rounds to nothing and is written
    "a pinch".

    >>> format_quantity(1.3)
    '1 1/4'
    >>> format_quantity(0.1)
    'a pinch'
    """
    if not value > 0:
        raise ValueError("value must be above 0")
    quarters = int(value * 4 + 0.5)
    if quarters == 0:
        return "a pinch"
    whole, part = divmod(quarters, 4)
    if not part:
        return str(whole)
    if not whole:
        return QUARTERS[part]
    return f"{whole} {QUARTERS[part]}"


def scale_line(line, serves, to_serves):
    """One ingredient line scaled from ``serves`` to ``to_serves`` people.

    The quantity is the line's first two words if together they are one
    (a mixed number such as "1 1/2"), else its first word if that is one.
    It is scaled, written with format_quantity() and joined to the rest of
    the line's words by single spaces. A line that does not start with a
    quantity is returned unchanged. Bad servings raise ValueError as in
    scale().

    >>> scale_line("1 1/2 cups flour", 4, 2)
    '3/4 cups flour'
    >>> scale_line("salt to taste", 4, 8)
    'salt to taste'
    """
    scale(1, serves, to_serves)
    words = line.split()
    for size in (2, 1):
        try:
            quantity = parse_quantity(" ".join(words[:size]))
        except ValueError:
            continue
        amount = format_quantity(scale(quantity, serves, to_serves))
        return " ".join([amount, *words[size:]])
    return line
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'mixed_number_loses_whole': [
        ('        value = int(parts[0]) + _fraction(parts[1])\n',
         '        value = _fraction(parts[1])\n'),
    ],
    'fraction_upside_down': [
        ('    return top / bottom\n',
         '    return bottom / top\n'),
    ],
    'decimals_refused': [
        ('_DECIMAL = re.compile(r"\\d+(\\.\\d+)?")',
         '_DECIMAL = re.compile(r"\\d+")'),
    ],
    'zero_quantity_allowed': [
        ('    if not value > 0:\n        raise ValueError("a quantity must be above 0")\n',
         ''),
    ],
    'zero_denominator_not_checked': [
        ('    if bottom == 0:\n        raise ValueError("a fraction cannot have 0 under the line")\n',
         ''),
    ],
    'scale_upside_down': [
        ('    return quantity * to_serves / serves\n',
         '    return quantity * serves / to_serves\n'),
    ],
    'fifty_servings_refused': [
        ('not 1 <= people <= 50:\n',
         'not 1 <= people < 50:\n'),
    ],
    'zero_servings_allowed': [
        ('not 1 <= people <= 50:\n',
         'not 0 <= people <= 50:\n'),
    ],
    'bool_servings_allowed': [
        ('        if not isinstance(people, int) or isinstance(people, bool) or not',
         '        if not isinstance(people, int) or not'),
    ],
    'scale_zero_quantity_allowed': [
        ('    if not quantity > 0:\n',
         '    if not quantity >= 0:\n'),
    ],
    'rounds_to_halves': [
        ('    quarters = int(value * 4 + 0.5)\n',
         '    quarters = 2 * int(value * 2 + 0.5)\n'),
    ],
    'rounds_down': [
        ('    quarters = int(value * 4 + 0.5)\n',
         '    quarters = int(value * 4)\n'),
    ],
    'half_written_two_quarters': [
        ('QUARTERS = {1: "1/4", 2: "1/2", 3: "3/4"}',
         'QUARTERS = {1: "1/4", 2: "2/4", 3: "3/4"}'),
    ],
    'no_pinch': [
        ('    if quarters == 0:\n        return "a pinch"\n',
         ''),
    ],
    'leading_zero_whole': [
        ('    if not whole:\n        return QUARTERS[part]\n',
         ''),
    ],
    'format_zero_allowed': [
        ('    if not value > 0:\n        raise ValueError("value must be above 0")\n',
         ''),
    ],
    'line_without_quantity_refused': [
        ('        return " ".join([amount, *words[size:]])\n    return line\n',
         '        return " ".join([amount, *words[size:]])\n    raise ValueError("no quantity")\n'),
    ],
    'mixed_number_not_seen_in_line': [
        ('    for size in (2, 1):\n',
         '    for size in (1,):\n'),
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
