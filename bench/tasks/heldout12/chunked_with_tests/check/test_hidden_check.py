import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile

import pytest

sys.path.insert(0, ".")

TEST_FILE = "test_batching.py"

# Broken implementations; the user's tests must fail on each of them.
GOOD_CHUNKED = '''
def chunked(items, size):
    if size < 1:
        raise ValueError("bad size")
    out, cur = [], []
    for x in items:
        cur.append(x)
        if len(cur) == size:
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out
'''

GOOD_WINDOWS = '''
def windows(items, size, step=1):
    if size < 1 or step < 1:
        raise ValueError("bad size or step")
    seq = list(items)
    return [tuple(seq[i:i + size]) for i in range(0, len(seq) - size + 1, step)]
'''

MUTANTS = {
    "chunked_drops_short_last": GOOD_WINDOWS + '''
def chunked(items, size):
    if size < 1:
        raise ValueError("bad size")
    seq = list(items)
    return [seq[i:i + size] for i in range(0, len(seq) - size + 1, size)]
''',
    "chunked_no_size_check": GOOD_WINDOWS + '''
def chunked(items, size):
    if size < 1:
        return []
    seq = list(items)
    return [seq[i:i + size] for i in range(0, len(seq), size)]
''',
    "chunked_needs_len": GOOD_WINDOWS + '''
def chunked(items, size):
    if size < 1:
        raise ValueError("bad size")
    return [list(items[i:i + size]) for i in range(0, len(items), size)]
''',
    "chunked_empty_gives_empty_chunk": GOOD_WINDOWS + '''
def chunked(items, size):
    if size < 1:
        raise ValueError("bad size")
    seq = list(items)
    if not seq:
        return [[]]
    return [seq[i:i + size] for i in range(0, len(seq), size)]
''',
    "windows_keeps_partial": GOOD_CHUNKED + '''
def windows(items, size, step=1):
    if size < 1 or step < 1:
        raise ValueError("bad size or step")
    seq = list(items)
    stop = len(seq) - size + 1 if step == 1 else len(seq)
    return [tuple(seq[i:i + size]) for i in range(0, stop, step)]
''',
    "windows_ignores_step": GOOD_CHUNKED + '''
def windows(items, size, step=1):
    if size < 1 or step < 1:
        raise ValueError("bad size or step")
    seq = list(items)
    return [tuple(seq[i:i + size]) for i in range(0, len(seq) - size + 1)]
''',
    "windows_no_step_check": GOOD_CHUNKED + '''
def windows(items, size, step=1):
    if size < 1:
        raise ValueError("bad size")
    seq = list(items)
    return [tuple(seq[i:i + size]) for i in range(0, len(seq) - size + 1, max(step, 1))]
''',
    "windows_no_size_check": GOOD_CHUNKED + '''
def windows(items, size, step=1):
    if step < 1:
        raise ValueError("bad step")
    seq = list(items)
    return [tuple(seq[i:i + size]) for i in range(0, len(seq) - size + 1, step)] if size > 0 else []
''',
    "windows_needs_len": GOOD_CHUNKED + '''
def windows(items, size, step=1):
    if size < 1 or step < 1:
        raise ValueError("bad size or step")
    return [tuple(items[i:i + size]) for i in range(0, len(items) - size + 1, step)]
''',
}


def run_user_tests(workdir, fast=False):
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if fast:
        env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", TEST_FILE],
                          cwd=workdir, capture_output=True, text=True, timeout=60, env=env)


def run_mutant(name):
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copytree(".", tmp, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache", "test_hidden_check.py"))
        with open(os.path.join(tmp, "batching.py"), "w", encoding="utf-8") as fh:
            fh.write(MUTANTS[name])
        return run_user_tests(tmp, fast=True).returncode


@pytest.fixture(scope="module")
def mutant_results():
    if not os.path.isfile(TEST_FILE):
        return {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        return dict(zip(sorted(MUTANTS), pool.map(run_mutant, sorted(MUTANTS))))


# --- the module itself -------------------------------------------------------

def test_chunked_examples():
    from batching import chunked
    assert chunked([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]
    assert chunked("abcdef", 3) == [["a", "b", "c"], ["d", "e", "f"]]
    assert chunked([1, 2], 5) == [[1, 2]]
    assert chunked([1, 2, 3], 1) == [[1], [2], [3]]


def test_chunked_generator_and_empty():
    from batching import chunked
    assert chunked((x * x for x in range(5)), 2) == [[0, 1], [4, 9], [16]]
    assert chunked(iter([]), 2) == []
    assert chunked([], 3) == []
    result = chunked(range(4), 2)
    assert all(type(c) is list for c in result)


@pytest.mark.parametrize("size", [0, -1, -10])
def test_chunked_bad_size(size):
    from batching import chunked
    with pytest.raises(ValueError):
        chunked([1, 2, 3], size)


def test_windows_examples():
    from batching import windows
    assert windows("abcde", 3) == [("a", "b", "c"), ("b", "c", "d"), ("c", "d", "e")]
    assert windows([1, 2, 3, 4, 5], 2, step=2) == [(1, 2), (3, 4)]
    assert windows([1, 2, 3, 4, 5, 6], 2, step=2) == [(1, 2), (3, 4), (5, 6)]
    assert windows(range(10), 3, step=4) == [(0, 1, 2), (4, 5, 6)]
    assert windows([1, 2, 3], 3) == [(1, 2, 3)]
    assert windows([1, 2, 3], 1, 5) == [(1,)]


def test_windows_generator_short_empty():
    from batching import windows
    assert windows((c for c in "abcd"), 2) == [("a", "b"), ("b", "c"), ("c", "d")]
    assert windows(iter(range(7)), 3, step=3) == [(0, 1, 2), (3, 4, 5)]
    assert windows([1, 2], 3) == []
    assert windows([], 1) == []


@pytest.mark.parametrize("size,step", [(0, 1), (-1, 1), (2, 0), (2, -3)])
def test_windows_bad_arguments(size, step):
    from batching import windows
    with pytest.raises(ValueError):
        windows([1, 2, 3], size, step=step)


# --- the user's tests ---------------------------------------------------------

def test_user_tests_pass():
    assert os.path.isfile(TEST_FILE), "test_batching.py is missing"
    proc = run_user_tests(".")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert " passed" in proc.stdout


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_mutant(name, mutant_results):
    assert os.path.isfile(TEST_FILE), "test_batching.py is missing"
    assert mutant_results[name] != 0, f"the tests did not notice a broken batching.py ({name})"
