"""Hidden check for dice_notation_tests: the user's tests/test_dice.py must pass on the given
dice.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "dice.py"
TEST_FILE = "tests/test_dice.py"

# the given dice.py, verbatim
ORIGINAL = r'''"""Board-game dice notation such as "2d6+3", as typed into our game-night helper."""

import re

SIDES = (2, 4, 6, 8, 10, 12, 20, 100)
MAX_COUNT = 100

_PATTERN = re.compile(r"(\d*)[dD](\d+|%)(?: *([+-]) *(\d+))?")


def parse_roll(text):
    """Parse dice notation and return ``(count, sides, modifier)`` as ints.

    The notation is ``[count]d<sides>[+K | -K]``:

    * ``count`` is how many dice; it may be left out and then means 1. It must
      be from 1 to 100 inclusive.
    * the ``d`` may be written ``D``.
    * ``sides`` must be one of 2, 4, 6, 8, 10, 12, 20 or 100; ``%`` means 100.
    * the optional modifier is ``+`` or ``-`` followed by digits; it is returned
      as a signed int, and as 0 when there is none.
    * whitespace of any kind is allowed at the start and at the end, and plain
      spaces on either side of the ``+`` or ``-`` sign; none anywhere else.

    Anything else, including text after the notation, raises ValueError.
    A ``text`` that is not a str raises TypeError.

    >>> parse_roll("2d6+3")
    (2, 6, 3)
    >>> parse_roll(" D20 - 1 ")
    (1, 20, -1)
    >>> parse_roll("3d%")
    (3, 100, 0)
    """
    if not isinstance(text, str):
        raise TypeError("dice notation must be a str")
    match = _PATTERN.fullmatch(text.strip())
    if match is None:
        raise ValueError(f"not dice notation: {text!r}")
    count_text, sides_text, sign, amount = match.groups()
    count = int(count_text) if count_text else 1
    if not 1 <= count <= MAX_COUNT:
        raise ValueError(f"count must be from 1 to {MAX_COUNT}")
    sides = 100 if sides_text == "%" else int(sides_text)
    if sides not in SIDES:
        raise ValueError(f"no such die: d{sides}")
    modifier = int(amount) if amount else 0
    if sign == "-":
        modifier = -modifier
    return count, sides, modifier


def roll_range(text):
    """The lowest and highest total the roll can give, as ``(low, high)``.

    ``low`` is every die showing 1 plus the modifier and ``high`` is every die
    showing its top face plus the modifier. ``text`` is read as by parse_roll()
    and raises the same errors.

    >>> roll_range("2d6+3")
    (5, 15)
    """
    count, sides, modifier = parse_roll(text)
    return count + modifier, count * sides + modifier
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'capital_d_refused': [
        ('_PATTERN = re.compile(r"(\\d*)[dD]',
         '_PATTERN = re.compile(r"(\\d*)d'),
    ],
    'outer_spaces_refused': [
        ('    match = _PATTERN.fullmatch(text.strip())\n',
         '    match = _PATTERN.fullmatch(text)\n'),
    ],
    'spaces_around_sign_refused': [
        ('(?: *([+-]) *(\\d+))?")',
         '(?:([+-])(\\d+))?")'),
    ],
    'trailing_text_accepted': [
        ('    match = _PATTERN.fullmatch(text.strip())\n',
         '    match = _PATTERN.match(text.strip())\n'),
    ],
    'missing_count_is_zero': [
        ('    count = int(count_text) if count_text else 1\n',
         '    count = int(count_text) if count_text else 0\n'),
    ],
    'hundred_dice_refused': [
        ('    if not 1 <= count <= MAX_COUNT:\n',
         '    if not 1 <= count < MAX_COUNT:\n'),
    ],
    'zero_dice_allowed': [
        ('    if not 1 <= count <= MAX_COUNT:\n',
         '    if not 0 <= count <= MAX_COUNT:\n'),
    ],
    'any_sides_allowed': [
        ('    if sides not in SIDES:\n        raise ValueError(f"no such die: d{sides}")\n',
         ''),
    ],
    'no_d100': [
        ('SIDES = (2, 4, 6, 8, 10, 12, 20, 100)\n',
         'SIDES = (2, 4, 6, 8, 10, 12, 20)\n'),
    ],
    'percent_not_understood': [
        ('(\\d+|%)',
         '(\\d+)'),
        ('    sides = 100 if sides_text == "%" else int(sides_text)\n',
         '    sides = int(sides_text)\n'),
    ],
    'minus_read_as_plus': [
        ('    if sign == "-":\n        modifier = -modifier\n',
         ''),
    ],
    'no_modifier_is_none': [
        ('    modifier = int(amount) if amount else 0\n',
         '    modifier = int(amount) if amount else None\n'),
        ('    if sign == "-":\n',
         '    if sign == "-" and modifier:\n'),
    ],
    'non_str_attribute_error': [
        ('    if not isinstance(text, str):\n        raise TypeError("dice notation must be a str")\n',
         ''),
    ],
    'non_str_value_error': [
        ('        raise TypeError("dice notation must be a str")\n',
         '        raise ValueError("dice notation must be a str")\n'),
    ],
    'low_ignores_count': [
        ('    return count + modifier, count * sides + modifier\n',
         '    return 1 + modifier, count * sides + modifier\n'),
    ],
    'high_ignores_modifier': [
        ('    return count + modifier, count * sides + modifier\n',
         '    return count + modifier, count * sides\n'),
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
