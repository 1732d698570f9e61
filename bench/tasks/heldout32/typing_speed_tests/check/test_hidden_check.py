"""Hidden check for typing_speed_tests: the user's tests/test_typing_speed.py must pass on the given
typing_speed.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'typing_speed.py'
TEST_FILE = 'tests/test_typing_speed.py'

# the given typing_speed.py, verbatim
ORIGINAL = r'''"""Scores for the typing practice sessions I run for my students.

As in the usual typing tests, a "word" is five characters, spaces and
punctuation included, and speeds are in words per minute (wpm).
"""

CHARS_PER_WORD = 5
GRADES = [(25, "beginner"), (40, "average"), (60, "fast")]


def gross_wpm(chars, seconds):
    """Speed before errors are taken off: words typed per minute.

    ``chars`` is how many characters were typed (an int, 0 or more) and
    ``seconds`` how long it took (more than 0). Anything else is a
    ValueError. The result is rounded to one decimal place.
    """
    if chars < 0:
        raise ValueError("chars can't be negative")
    if seconds <= 0:
        raise ValueError("seconds must be more than 0")
    minutes = seconds / 60
    return round(chars / CHARS_PER_WORD / minutes, 1)


def net_wpm(chars, errors, seconds):
    """Speed after errors: gross wpm minus uncorrected errors per minute.

    Never below 0.0. ``errors`` must be between 0 and ``chars``, else
    ValueError; ``chars`` and ``seconds`` are checked as in gross_wpm. The
    subtraction is done before rounding to one decimal place.
    """
    if chars < 0:
        raise ValueError("chars can't be negative")
    if seconds <= 0:
        raise ValueError("seconds must be more than 0")
    if not 0 <= errors <= chars:
        raise ValueError("errors must be between 0 and chars")
    minutes = seconds / 60
    speed = chars / CHARS_PER_WORD / minutes - errors / minutes
    return round(max(0.0, speed), 1)


def count_errors(typed, target):
    """How many characters of ``typed`` are wrong against ``target``.

    Characters are compared position by position (case matters), and
    every character one text has beyond the end of the other is one more
    error.
    """
    wrong = sum(1 for a, b in zip(typed, target) if a != b)
    return wrong + abs(len(typed) - len(target))


def accuracy(typed, target):
    """The percentage of the target text typed right.

    100 * (len(target) - errors) / len(target), where errors is
    count_errors(typed, target); never below 0.0, rounded to one decimal
    place. An empty target is a ValueError.
    """
    if not target:
        raise ValueError("nothing to type")
    right = max(0, len(target) - count_errors(typed, target))
    return round(100 * right / len(target), 1)


def grade(wpm):
    """The grade on the certificate for a net speed.

    Under 25 wpm is "beginner", 25 up to (not including) 40 "average",
    40 up to (not including) 60 "fast", and 60 or more "expert".
    """
    for limit, name in GRADES:
        if wpm < limit:
            return name
    return "expert"
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'six_chars_per_word': [
        ('CHARS_PER_WORD = 5\n',
         'CHARS_PER_WORD = 6\n'),
    ],
    'gross_per_second': [
        ('    return round(chars / CHARS_PER_WORD / minutes, 1)\n',
         '    return round(chars / CHARS_PER_WORD / seconds, 1)\n'),
    ],
    'gross_not_rounded': [
        ('    return round(chars / CHARS_PER_WORD / minutes, 1)\n',
         '    return chars / CHARS_PER_WORD / minutes\n'),
    ],
    'gross_zero_seconds_divides': [
        ('    if seconds <= 0:\n',
         '    if seconds < 0:\n'),
    ],
    'gross_negative_chars_allowed': [
        ('    if chars < 0:\n        raise ValueError("chars can\'t be negative")\n    if seconds <= 0:\n        raise ValueError("seconds must be more than 0")\n    minutes = seconds / 60\n    return',
         '    if seconds <= 0:\n        raise ValueError("seconds must be more than 0")\n    minutes = seconds / 60\n    return'),
    ],
    'net_errors_not_per_minute': [
        ('minutes - errors / minutes\n',
         'minutes - errors\n'),
    ],
    'net_can_go_negative': [
        ('    return round(max(0.0, speed), 1)\n',
         '    return round(speed, 1)\n'),
    ],
    'net_errors_beyond_chars': [
        ('    if not 0 <= errors <= chars:\n',
         '    if not 0 <= errors:\n'),
    ],
    'net_negative_errors_allowed': [
        ('    if not 0 <= errors <= chars:\n',
         '    if not errors <= chars:\n'),
    ],
    'errors_ignore_length': [
        ('    return wrong + abs(len(typed) - len(target))\n',
         '    return wrong\n'),
    ],
    'errors_ignore_case': [
        ('if a != b)\n',
         'if a.lower() != b.lower())\n'),
    ],
    'accuracy_over_typed': [
        ('    return round(100 * right / len(target), 1)\n',
         '    return round(100 * right / max(1, len(typed)), 1)\n'),
    ],
    'accuracy_empty_target_100': [
        ('        raise ValueError("nothing to type")\n',
         '        return 100.0\n'),
    ],
    'accuracy_can_go_negative': [
        ('    right = max(0, len(target) - count_errors(typed, target))\n',
         '    right = len(target) - count_errors(typed, target)\n'),
    ],
    'grade_40_is_average': [
        ('GRADES = [(25, "beginner"), (40, "average"), (60, "fast")]\n',
         'GRADES = [(25, "beginner"), (40.1, "average"), (60, "fast")]\n'),
    ],
    'grade_25_is_beginner': [
        ('        if wpm < limit:\n',
         '        if wpm <= limit:\n'),
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
