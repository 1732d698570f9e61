"""Hidden check for climbing_grades_tests: the user's tests/test_climbing_grades.py must pass on the given climbing_grades.py
(left exactly as it was) and fail on each small broken version of it."""
import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = 'climbing_grades.py'
TEST_FILE = 'tests/test_climbing_grades.py'

# the given climbing_grades.py, verbatim
ORIGINAL = r'''"""Rock climbing grades in the Yosemite Decimal System, for my training log.

The grades I use, easiest first: 5.5, 5.6, 5.7, 5.8, 5.9, and from 5.10 on
every number is split into the letters a to d: 5.10a, 5.10b, 5.10c, 5.10d,
5.11a, ... up to 5.15d. That is 29 grades in all (GRADES).

Every function accepts a grade with spaces around it and with the letter
in either case (" 5.11B " is 5.11b). A str that is not one of GRADES
("5.10" without its letter, "5.9a", "5.4", "5.16a") is a ValueError and
anything that is not a str is a TypeError.
"""

GRADES = [f"5.{n}" for n in range(5, 10)] + [
    f"5.{n}{letter}" for n in range(10, 16) for letter in "abcd"]


def _clean(grade):
    if not isinstance(grade, str):
        raise TypeError(f"a grade is a str, not {grade!r}")
    text = grade.strip().lower()
    if text not in GRADES:
        raise ValueError(f"unknown grade {grade!r}")
    return text


def rank(grade):
    """Position in GRADES: 0 for 5.5, 5 for 5.10a, 28 for 5.15d."""
    return GRADES.index(_clean(grade))


def step(grade, n=1):
    """The grade n steps harder (n < 0: easier), as written in GRADES.

    step("5.9") is "5.10a" and step("5.10a", -2) is "5.8". n must be an
    int (not a bool): TypeError otherwise. Going past 5.5 or 5.15d is a
    ValueError.
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, not {n!r}")
    index = rank(grade) + n
    if index < 0 or index >= len(GRADES):
        raise ValueError(f"no grade {n} steps from {grade!r}")
    return GRADES[index]


def hardest(grades):
    """The hardest grade in a list, as written in GRADES. An empty list is a
    ValueError."""
    if not grades:
        raise ValueError("no grades given")
    return GRADES[max(rank(grade) for grade in grades)]


def pyramid(top, levels=3):
    """The route pyramid for working up to `top`: {grade: routes to send}.

    One route at the top grade, 2 at the grade below, 4 at the one below
    that, and so on, doubling for each of `levels` levels (an int of 1 or
    more, else ValueError). The pyramid stops early at 5.5 when there
    are not enough grades below the top.
    """
    if isinstance(levels, bool) or not isinstance(levels, int) or levels < 1:
        raise ValueError(f"levels must be a whole number of 1 or more, not {levels!r}")
    first = rank(top)
    return {GRADES[first - i]: 2 ** i for i in range(levels) if first - i >= 0}


def ready_for(top, sends, levels=3):
    """Whether the sends (a list of grades I have climbed) fill the pyramid
    for `top`: at every level, at least as many sends at exactly that grade
    as the pyramid asks for. Sends at grades not in the pyramid do not count
    towards it."""
    done = [GRADES[rank(grade)] for grade in sends]
    return all(done.count(grade) >= need for grade, need in pyramid(top, levels).items())
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'not_stripped': [
        ('    text = grade.strip().lower()\n',
         '    text = grade.lower()\n'),
    ],
    'not_lowered': [
        ('    text = grade.strip().lower()\n',
         '    text = grade.strip()\n'),
    ],
    'type_not_checked': [
        ('    if not isinstance(grade, str):\n        raise TypeError',
         '    if grade is None:\n        raise TypeError'),
    ],
    'no_5_15': [
        ('for n in range(10, 16)',
         'for n in range(10, 15)'),
    ],
    'rank_from_one': [
        ('    return GRADES.index(_clean(grade))\n',
         '    return GRADES.index(_clean(grade)) + 1\n'),
    ],
    'step_bool_n': [
        ('    if isinstance(n, bool) or not isinstance(n, int):\n',
         '    if not isinstance(n, int):\n'),
    ],
    'step_wraps_below': [
        ('    if index < 0 or index >= len(GRADES):\n',
         '    if index >= len(GRADES):\n'),
    ],
    'step_clamps_top': [
        ('    if index < 0 or index >= len(GRADES):\n        raise ValueError(f"no grade {n} steps from {grade!r}")\n    return GRADES[index]',
         '    if index < 0:\n        raise ValueError(f"no grade {n} steps from {grade!r}")\n    return GRADES[min(index, len(GRADES) - 1)]'),
    ],
    'hardest_is_easiest': [
        ('    return GRADES[max(rank(grade) for grade in grades)]',
         '    return GRADES[min(rank(grade) for grade in grades)]'),
    ],
    'hardest_as_given': [
        ('    return GRADES[max(rank(grade) for grade in grades)]',
         '    return max(grades, key=rank)'),
    ],
    'hardest_empty_none': [
        ('        raise ValueError("no grades given")\n',
         '        return None\n'),
    ],
    'pyramid_adds': [
        ('2 ** i for i in range(levels)',
         'i + 1 for i in range(levels)'),
    ],
    'pyramid_default_four': [
        ('def pyramid(top, levels=3):',
         'def pyramid(top, levels=4):'),
    ],
    'pyramid_wraps_at_bottom': [
        (' for i in range(levels) if first - i >= 0}',
         ' for i in range(levels)}'),
    ],
    'ready_strict': [
        ('done.count(grade) >= need',
         'done.count(grade) > need'),
    ],
    'ready_counts_harder': [
        ('    done = [GRADES[rank(grade)] for grade in sends]\n    return all(done.count(grade) >= need for grade, need in pyramid(top, levels).items())',
         '    done = [rank(grade) for grade in sends]\n    return all(sum(r >= rank(grade) for r in done) >= need for grade, need in pyramid(top, levels).items())'),
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
