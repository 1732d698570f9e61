"""Hidden check for fun_run_results_tests: the user's test_fun_run.py must pass on the given
fun_run.py (which must stay unchanged) and fail on each small broken version of it."""

import os
import shutil
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
MODULE = "fun_run.py"
TEST_FILE = "test_fun_run.py"

# the given fun_run.py, verbatim
ORIGINAL = r'''"""Results of the village fun run.

Each runner is a dict ``{"name": str, "category": str, "seconds": int | None}``:
``seconds`` is the finishing time, or None for a runner who did not finish.
"""


def _check(results):
    """Raise ValueError for a bad time or a name used twice (ignoring case)."""
    seen = set()
    for runner in results:
        seconds = runner["seconds"]
        if seconds is not None:
            if isinstance(seconds, bool) or not isinstance(seconds, int) or seconds <= 0:
                raise ValueError(f"bad time for {runner['name']!r}: {seconds!r}")
        key = runner["name"].casefold()
        if key in seen:
            raise ValueError(f"runner listed twice: {runner['name']!r}")
        seen.add(key)


def _order(runner):
    return (runner["seconds"], runner["name"].casefold())


def standings(results):
    """The finishers in order, as a list of ``(place, name, seconds)`` tuples.

    Faster times come first. Runners with the same time share a place, and the
    places after them skip accordingly: times 100, 120, 120, 130 get places 1,
    2, 2, 4. Runners with the same time are listed by name, ignoring case.
    Runners whose ``seconds`` is None are left out.

    Raises ValueError when a ``seconds`` is not None and not an int greater than
    0 (a bool is not an int here), or when two runners have the same name
    ignoring case (finished or not). The list passed in is not changed.

    >>> standings([{"name": "Cy", "category": "M40", "seconds": 1500},
    ...            {"name": "al", "category": "M40", "seconds": 1400},
    ...            {"name": "Bea", "category": "W", "seconds": 1500},
    ...            {"name": "Dee", "category": "W", "seconds": None}])
    [(1, 'al', 1400), (2, 'Bea', 1500), (2, 'Cy', 1500)]
    """
    _check(results)
    finished = sorted((r for r in results if r["seconds"] is not None), key=_order)
    table = []
    for i, runner in enumerate(finished):
        if i > 0 and runner["seconds"] == finished[i - 1]["seconds"]:
            place = table[-1][0]
        else:
            place = i + 1
        table.append((place, runner["name"], runner["seconds"]))
    return table


def category_winners(results):
    """The fastest finisher of each category, as ``{category: name}``.

    Categories are compared exactly as written and the dict lists them in
    alphabetical order. When several runners share the fastest time, the one
    whose name comes first ignoring case wins. A category with no finisher
    does not appear. Raises ValueError as standings() does.
    """
    _check(results)
    best = {}
    for runner in results:
        if runner["seconds"] is None:
            continue
        current = best.get(runner["category"])
        if current is None or _order(runner) < _order(current):
            best[runner["category"]] = runner
    return {category: best[category]["name"] for category in sorted(best)}
'''

# name -> replacements (text in ORIGINAL, new text), applied in order
MUTANTS = {
    'slowest_first': [
        ('    finished = sorted((r for r in results if r["seconds"] is not None), key=_order)\n',
         '    finished = sorted((r for r in results if r["seconds"] is not None), key=_order, reverse=True)\n'),
    ],
    'dense_places': [
        ('            place = i + 1\n',
         '            place = (table[-1][0] + 1) if table else 1\n'),
    ],
    'ties_not_shared': [
        ('        if i > 0 and runner["seconds"] == finished[i - 1]["seconds"]:\n',
         '        if False:\n'),
    ],
    'tie_order_case_sensitive': [
        ('    return (runner["seconds"], runner["name"].casefold())\n',
         '    return (runner["seconds"], runner["name"])\n'),
    ],
    'tie_order_input_order': [
        ('    return (runner["seconds"], runner["name"].casefold())\n',
         '    return (runner["seconds"],)\n'),
    ],
    'dnf_included_last': [
        ('    finished = sorted((r for r in results if r["seconds"] is not None), key=_order)\n',
         '    finished = sorted(results, key=lambda r: (r["seconds"] is None, r["seconds"] or 0, r["name"].casefold()))\n'),
    ],
    'duplicate_names_case_sensitive': [
        ('        key = runner["name"].casefold()\n',
         '        key = runner["name"]\n'),
    ],
    'duplicate_dnf_not_checked': [
        ('        key = runner["name"].casefold()\n        if key in seen:\n',
         '        key = runner["name"].casefold()\n        if key in seen and seconds is not None:\n'),
    ],
    'zero_time_allowed': [
        ('or seconds <= 0:\n',
         'or seconds < 0:\n'),
    ],
    'bool_time_allowed': [
        ('            if isinstance(seconds, bool) or not isinstance(seconds, int) or seconds <= 0:\n',
         '            if not isinstance(seconds, int) or seconds <= 0:\n'),
    ],
    'input_sorted_in_place': [
        ('    _check(results)\n    finished = sorted(',
         '    _check(results)\n    results.sort(key=lambda r: (r["seconds"] is None, r["seconds"] or 0))\n    finished = sorted('),
    ],
    'winner_is_slowest': [
        ('        if current is None or _order(runner) < _order(current):\n',
         '        if current is None or _order(runner) > _order(current):\n'),
    ],
    'winner_tie_goes_to_last': [
        ('        if current is None or _order(runner) < _order(current):\n',
         '        if current is None or runner["seconds"] <= current["seconds"]:\n'),
    ],
    'categories_in_first_seen_order': [
        ('    return {category: best[category]["name"] for category in sorted(best)}\n',
         '    return {category: best[category]["name"] for category in best}\n'),
    ],
    'empty_category_listed': [
        ('        if runner["seconds"] is None:\n            continue\n        current',
         '        if runner["seconds"] is None:\n            best.setdefault(runner["category"], {"name": None})\n            continue\n        current'),
        ('        if current is None or _order(runner) < _order(current):\n',
         '        if current is None or current["name"] is None or _order(runner) < _order(current):\n'),
    ],
    'categories_case_folded': [
        ('        current = best.get(runner["category"])\n',
         '        runner = dict(runner, category=runner["category"].upper())\n        current = best.get(runner["category"])\n'),
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
