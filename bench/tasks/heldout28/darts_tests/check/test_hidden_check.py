"""Hidden check for darts_tests: the user's test_darts.py must pass on the given
darts.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'darts.py'
TEST_FILE = 'test_darts.py'

# the given darts.py, verbatim
ORIGINAL = r'''"""Scoring for a game of 501 darts with the double-out rule."""

MULTIPLIERS = {"S": 1, "D": 2, "T": 3}


def _parse(dart):
    text = dart.strip().upper()
    if text == "M":
        return 0, False
    if text == "SB":
        return 25, False
    if text == "DB":
        return 50, True
    if len(text) >= 2 and text[0] in MULTIPLIERS and text[1:].isdigit():
        number = int(text[1:])
        if 1 <= number <= 20:
            return MULTIPLIERS[text[0]] * number, text[0] == "D"
    raise ValueError(f"not a dart: {dart!r}")


def dart_score(dart):
    """The score of one dart, written as a short string.

    "S<n>", "D<n>" and "T<n>" for n from 1 to 20 are a single, double or
    treble of n (n, 2n or 3n points). "SB" is the outer bull (25), "DB" the
    bull (50) and "M" a miss (0). Letters are matched case-insensitively and
    surrounding spaces are ignored. Anything else, such as "T25", "S0",
    "D21" or "X5", raises ValueError.

    >>> dart_score("T20")
    60
    >>> [dart_score(d) for d in ["s5", " D16 ",
    ...                           "SB", "M"]]
    [5, 32, 25, 0]
    """
    return _parse(dart)[0]


def is_double(dart):
    """True for the doubles "D1" to "D20" and the bull "DB"; False for any
    other valid dart. Invalid darts raise ValueError like dart_score().

    >>> is_double("DB"), is_double("T20")
    (True, False)
    """
    return _parse(dart)[1]


def turn_total(darts):
    """The total of a turn: a list of 1 to 3 darts. An empty list or more
    than 3 darts raises ValueError.

    >>> turn_total(["T20", "T20",
    ...             "T20"])
    180
    """
    if not 1 <= len(darts) <= 3:
        raise ValueError("a turn has 1 to 3 darts")
    return sum(dart_score(d) for d in darts)


def apply_turn(remaining, darts):
    """The score left after a turn thrown from ``remaining``.

    ``remaining`` must be an int from 2 to 501 inclusive, else ValueError;
    ``darts`` is a list of 1 to 3 darts (else ValueError). The darts are
    counted one by one. A dart that brings the score to exactly 0 is a
    checkout if it is a double (a "D" dart or "DB"): the result is 0 and any
    darts after it are ignored. The turn is a bust if a dart takes the score
    below 0, leaves exactly 1, or reaches 0 with a dart that is not a
    double; after a bust the whole turn counts for nothing and ``remaining``
    is returned unchanged.

    >>> apply_turn(501, ["T20", "T20", "T20"])
    321
    >>> apply_turn(100, ["T20", "S20",
    ...                  "D10"])
    0
    >>> apply_turn(20, ["S15", "S10",
    ...                 "D1"])
    20
    """
    if isinstance(remaining, bool) or not isinstance(remaining, int) or not 2 <= remaining <= 501:
        raise ValueError("remaining must be an int from 2 to 501")
    if not 1 <= len(darts) <= 3:
        raise ValueError("a turn has 1 to 3 darts")
    left = remaining
    for dart in darts:
        score, double = _parse(dart)
        left -= score
        if left == 0 and double:
            return 0
        if left < 0 or left == 1 or left == 0:
            return remaining
    return left
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'treble_counts_double': [
        ('MULTIPLIERS = {"S": 1, "D": 2, "T": 3}',
         'MULTIPLIERS = {"S": 1, "D": 2, "T": 2}'),
    ],
    'bulls_swapped': [
        ('    if text == "SB":\n        return 25, False\n',
         '    if text == "SB":\n        return 50, False\n'),
    ],
    'bull_not_double': [
        ('        return 50, True\n',
         '        return 50, False\n'),
    ],
    'allows_21': [
        ('        if 1 <= number <= 20:\n',
         '        if 1 <= number <= 21:\n'),
    ],
    'allows_zero': [
        ('        if 1 <= number <= 20:\n',
         '        if 0 <= number <= 20:\n'),
    ],
    'case_sensitive': [
        ('    text = dart.strip().upper()\n',
         '    text = dart.strip()\n'),
    ],
    'not_stripped': [
        ('    text = dart.strip().upper()\n',
         '    text = dart.upper()\n'),
    ],
    'miss_refused': [
        ('    if text == "M":\n        return 0, False\n',
         ''),
    ],
    'treble_is_double': [
        ('            return MULTIPLIERS[text[0]] * number, text[0] == "D"\n',
         '            return MULTIPLIERS[text[0]] * number, text[0] in "DT"\n'),
    ],
    'four_darts_turn': [
        ('    if not 1 <= len(darts) <= 3:\n        raise ValueError("a turn has 1 to 3 darts")\n    return sum(',
         '    if not 1 <= len(darts) <= 4:\n        raise ValueError("a turn has 1 to 3 darts")\n    return sum('),
    ],
    'empty_turn_zero': [
        ('    if not 1 <= len(darts) <= 3:\n        raise ValueError("a turn has 1 to 3 darts")\n    return sum(',
         '    if len(darts) > 3:\n        raise ValueError("a turn has 1 to 3 darts")\n    return sum('),
    ],
    'one_left_not_bust': [
        ('        if left < 0 or left == 1 or left == 0:\n',
         '        if left < 0 or left == 0:\n'),
    ],
    'single_checkout_allowed': [
        ('        if left == 0 and double:\n',
         '        if left == 0:\n'),
    ],
    'bust_keeps_earlier_darts': [
        ('        if left < 0 or left == 1 or left == 0:\n            return remaining\n',
         '        if left < 0 or left == 1 or left == 0:\n            return left + score\n'),
    ],
    'darts_after_checkout_count': [
        ('        if left == 0 and double:\n            return 0\n',
         '        if left == 0 and double:\n            continue\n'),
    ],
    'remaining_502_allowed': [
        ('not 2 <= remaining <= 501:\n',
         'not 2 <= remaining <= 502:\n'),
    ],
    'remaining_one_allowed': [
        ('not 2 <= remaining <= 501:\n',
         'not 1 <= remaining <= 501:\n'),
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
