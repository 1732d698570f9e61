import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, os.getcwd())

import pytest

from ranges import merge, total_length

WS = Path(os.getcwd())

GOOD = '''
def merge(ranges):
    for start, end in ranges:
        if start > end:
            raise ValueError("bad range")
    items = sorted(ranges)
    merged = []
    for start, end in items:
        if merged and start <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def total_length(ranges):
    return sum(end - start + 1 for start, end in merge(ranges))
'''

MUTANTS = {
    "adjacent_not_merged": ("start <= merged[-1][1] + 1", "start <= merged[-1][1]"),
    "gap_of_one_merged": ("start <= merged[-1][1] + 1", "start <= merged[-1][1] + 2"),
    "no_sort": ("items = sorted(ranges)", "items = list(ranges)"),
    "nested_shrinks": ("max(merged[-1][1], end)", "end"),
    "no_value_error": ('            raise ValueError("bad range")', "            pass"),
    "sorts_input_in_place": ("items = sorted(ranges)", "ranges.sort()\n    items = ranges"),
    "total_off_by_one": ("end - start + 1 for", "end - start for"),
}


@pytest.mark.parametrize("given,expected", [
    ([], []),
    ([(1, 3)], [(1, 3)]),
    ([(10, 12), (1, 2), (5, 6)], [(1, 2), (5, 6), (10, 12)]),
    ([(1, 5), (3, 8)], [(1, 8)]),
    ([(1, 3), (4, 6)], [(1, 6)]),
    ([(4, 6), (1, 3)], [(1, 6)]),
    ([(1, 3), (5, 6)], [(1, 3), (5, 6)]),
    ([(1, 10), (2, 3)], [(1, 10)]),
    ([(2, 3), (1, 10), (4, 12)], [(1, 12)]),
    ([(5, 5), (5, 5)], [(5, 5)]),
    ([(7, 7), (6, 6), (8, 8), (10, 10)], [(6, 8), (10, 10)]),
    ([(-5, -1), (0, 2)], [(-5, 2)]),
])
def test_merge(given, expected):
    result = merge(given)
    assert result == expected
    assert all(type(pair) is tuple for pair in result)


def test_merge_returns_new_list():
    data = [(1, 2), (3, 4)]
    result = merge(data)
    assert result == [(1, 4)]
    assert data == [(1, 2), (3, 4)]
    assert result is not data
    sorted_data = [(1, 2), (5, 6)]
    assert merge(sorted_data) is not sorted_data


def test_merge_does_not_modify_input():
    data = [(5, 6), (1, 3), (2, 4)]
    merge(data)
    assert data == [(5, 6), (1, 3), (2, 4)]


@pytest.mark.parametrize("bad", [[(5, 4)], [(1, 2), (9, 3)]])
def test_merge_invalid(bad):
    with pytest.raises(ValueError):
        merge(bad)


@pytest.mark.parametrize("given,expected", [
    ([(1, 3), (2, 5)], 5),
    ([], 0),
    ([(1, 1)], 1),
    ([(1, 3), (5, 6)], 5),
    ([(1, 10), (2, 3), (10, 11)], 11),
])
def test_total_length(given, expected):
    assert total_length(given) == expected


def run_user_tests(source, tmp_path):
    work = tmp_path / "ws"
    shutil.copytree(WS, work, ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache"))
    if source is not None:
        (work / "ranges.py").write_text(source)
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_ranges.py"], cwd=work, capture_output=True, text=True,
                          env=env, timeout=300)


def test_user_tests_exist_and_pass(tmp_path):
    assert (WS / "test_ranges.py").is_file()
    r = run_user_tests(None, tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr


def test_user_tests_pass_on_correct_code(tmp_path):
    r = run_user_tests(GOOD, tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(name, tmp_path):
    old, new = MUTANTS[name]
    assert GOOD.count(old) == 1
    r = run_user_tests(GOOD.replace(old, new), tmp_path)
    assert r.returncode == 1, f"mutant {name} not caught:\n" + r.stdout + r.stderr
