import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from recipes import scale_recipe

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "test_recipes.py"

# a recipes.py that never checks the servings: tests for the error case must catch it
NO_CHECK = '''
def scale_recipe(ingredients, servings_from, servings_to):
    factor = servings_to / servings_from
    return {name: round(amount * factor, 2) for name, amount in ingredients.items()}
'''


def test_example():
    assert scale_recipe({"flour": 200, "eggs": 3}, 4, 6) == {"flour": 300.0, "eggs": 4.5}


def test_rounding():
    result = scale_recipe({"sugar": 100, "butter": 50}, 3, 1)
    assert result == {"sugar": 33.33, "butter": 16.67}
    assert scale_recipe({"yeast": 7}, 3, 2) == {"yeast": 4.67}


def test_scale_down_and_same():
    assert scale_recipe({"rice": 300}, 6, 2) == {"rice": 100.0}
    assert scale_recipe({"rice": 300, "water": 0.5}, 2, 2) == {"rice": 300, "water": 0.5}


def test_new_dict_input_untouched():
    original = {"milk": 250, "oats": 80}
    result = scale_recipe(original, 2, 4)
    assert original == {"milk": 250, "oats": 80}
    assert result == {"milk": 500.0, "oats": 160.0}
    assert result is not original


def test_empty():
    assert scale_recipe({}, 2, 5) == {}


@pytest.mark.parametrize("frm, to", [(0, 4), (4, 0), (-2, 4), (4, -1)])
def test_bad_servings(frm, to):
    with pytest.raises(ValueError):
        scale_recipe({"salt": 1}, frm, to)


def _run_tests(folder, env):
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_recipes.py"],
        cwd=folder, env=env, capture_output=True, text=True, timeout=60)


def _count_tests(source):
    tree = ast.parse(source)
    return sum(1 for node in ast.walk(tree)
               if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
               and node.name.startswith("test"))


def test_written_tests_exist_and_pass():
    assert TESTS.is_file(), "test_recipes.py was not written"
    assert _count_tests(TESTS.read_text()) >= 3
    proc = _run_tests(ROOT, dict(os.environ))
    assert proc.returncode == 0, proc.stdout[-2000:]


def test_written_tests_cover_the_error_case(tmp_path):
    assert TESTS.is_file(), "test_recipes.py was not written"
    shutil.copy(TESTS, tmp_path / "test_recipes.py")
    (tmp_path / "recipes.py").write_text(NO_CHECK)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    proc = _run_tests(tmp_path, env)
    assert proc.returncode != 0, "the tests pass on a scale_recipe that never raises ValueError"
