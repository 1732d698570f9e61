"""Hidden check for karate_grading_fix: belt names ignore capitals, green belt and up need
6 months, 16 is an adult for the fee, nothing else changed, and the given
tests/test_grading.py is untouched and passes."""

import os
import random
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
sys.path.insert(0, WORKSPACE)
from grading import (belt_index, can_grade, grading_fee, grading_list,  # noqa: E402
                     months_needed, next_belt)

GIVEN_TEST = "tests/test_grading.py"
# the given tests/test_grading.py, verbatim
GIVEN = r'''import pytest

from grading import (belt_index, can_grade, grading_fee, grading_list, months_needed,
                     next_belt)


def test_belt_index():
    assert belt_index("white") == 0
    assert belt_index("Green") == 4
    assert belt_index("  BROWN ") == 7
    with pytest.raises(ValueError):
        belt_index("pink")


def test_next_belt():
    assert next_belt("white") == "red"
    assert next_belt("Orange") == "green"
    assert next_belt("brown") == "black"
    with pytest.raises(ValueError):
        next_belt("black")


def test_months_needed():
    assert months_needed("yellow") == 3
    assert months_needed("orange") == 3
    assert months_needed("green") == 6
    assert months_needed("brown") == 6


def test_can_grade():
    assert can_grade("red", 3, 20) is True
    assert can_grade("red", 2, 40) is False
    assert can_grade("red", 8, 19) is False
    assert can_grade("green", 4, 25) is False
    assert can_grade("green", 6, 25) is True
    assert can_grade("black", 24, 100) is False


def test_grading_fee():
    assert grading_fee("yellow", 9) == 25.0
    assert grading_fee("yellow", 15) == 25.0
    assert grading_fee("red", 16) == 35.0
    assert grading_fee("blue", 40) == 35.0
    assert grading_fee("brown", 15) == 80.0


def test_grading_list():
    students = [
        ("Priya", "green", 14, 7, 30),
        ("Tom", "White", 8, 3, 22),
        ("Amy", "white", 16, 4, 20),
        ("Sam", "green", 35, 5, 40),
        ("Leo", "yellow", 11, 12, 12),
    ]
    assert grading_list(students) == [
        ("Amy", "red", 35.0),
        ("Tom", "red", 25.0),
        ("Priya", "blue", 25.0),
    ]
'''

BELTS = ["white", "red", "yellow", "orange", "green", "blue", "purple", "brown", "black"]


def test_given_test_file_unchanged():
    path = os.path.join(WORKSPACE, GIVEN_TEST)
    assert os.path.isfile(path), f"{GIVEN_TEST} is missing"
    with open(path, encoding="utf-8", newline="") as fh:
        assert fh.read() == GIVEN, f"{GIVEN_TEST} was changed"


def test_given_test_file_passes(tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(WORKSPACE, root, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache",
                                                  ".hidden_check", ".git"))
    with open(root / GIVEN_TEST, "w", encoding="utf-8", newline="") as fh:
        fh.write(GIVEN)
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", GIVEN_TEST],
        cwd=root, env=env, capture_output=True, text=True, timeout=120,
        stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]
    assert "6 passed" in proc.stdout


def test_belt_names_any_case():
    for i, belt in enumerate(BELTS):
        assert belt_index(belt) == i
        assert belt_index(belt.upper()) == i
        assert belt_index(" " + belt.title() + "  ") == i
    for bad in ["pink", "", "dark blue", "blackbelt"]:
        with pytest.raises(ValueError):
            belt_index(bad)
    assert next_belt("PURPLE") == "brown"
    assert next_belt(" White") == "red"
    with pytest.raises(ValueError):
        next_belt("Black")


def test_months_needed_all_belts():
    want = [3, 3, 3, 3, 6, 6, 6, 6]
    for belt, months in zip(BELTS, want):
        assert months_needed(belt) == months, belt
        assert months_needed(belt.capitalize()) == months, belt


def test_can_grade_more():
    rng = random.Random(6262)
    for _ in range(1000):
        i = rng.randrange(len(BELTS))
        months, lessons = rng.randint(0, 12), rng.randint(0, 40)
        want = i < 8 and months >= (6 if i >= 4 else 3) and lessons >= 20
        assert can_grade(BELTS[i], months, lessons) is want, (BELTS[i], months, lessons)
    assert can_grade("Orange", 3, 20) is True
    assert can_grade("Blue", 5, 50) is False
    assert can_grade("brown", 6, 20) is True


def test_fees():
    for age in range(4, 70):
        for belt in BELTS[:7]:
            want = 25.0 if age < 16 else 35.0
            assert grading_fee(belt, age) == want, (belt, age)
        assert grading_fee("brown", age) == 80.0
    assert grading_fee("Yellow", 16) == 35.0
    assert grading_fee("Yellow", 15) == 25.0
    with pytest.raises(ValueError):
        grading_fee("black", 30)


def test_grading_list_more():
    students = [
        ("Zara", "Green", 16, 6, 20),
        ("Ben", "GREEN", 15, 6, 20),
        ("Cara", "green", 40, 5, 60),
        ("Dev", "brown", 19, 9, 30),
        ("Eli", "Black", 30, 40, 90),
        ("Fay", "orange", 12, 3, 19),
        ("Gus", "Orange", 12, 3, 20),
    ]
    assert grading_list(students) == [
        ("Gus", "green", 25.0),
        ("Ben", "blue", 25.0),
        ("Zara", "blue", 35.0),
        ("Dev", "black", 80.0),
    ]
    assert grading_list([]) == []
