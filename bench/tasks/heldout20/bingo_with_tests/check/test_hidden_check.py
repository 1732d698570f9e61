import os
import re
import shutil
import subprocess
import sys

import pytest

sys.path.insert(0, os.getcwd())

import bingo  # noqa: E402
from bingo import has_bingo, winning_lines  # noqa: E402

CARD = [
    [7, 22, 40, 51, 70],
    [9, 18, 35, 60, 66],
    [12, 29, 0, 47, 74],
    [3, 16, 44, 58, 61],
    [14, 25, 38, 55, 69],
]


def column(c):
    return [CARD[r][c] for r in range(5)]


@pytest.mark.parametrize("r", range(5))
def test_each_row(r):
    called = set(CARD[r]) - {0}
    assert has_bingo(CARD, called)
    assert winning_lines(CARD, called) == [f"row {r + 1}"]


@pytest.mark.parametrize("c", range(5))
def test_each_column(c):
    called = set(column(c)) - {0}
    assert has_bingo(CARD, called)
    assert winning_lines(CARD, called) == [f"col {c + 1}"]


def test_diag():
    called = {7, 18, 58, 69}
    assert has_bingo(CARD, called)
    assert winning_lines(CARD, called) == ["diag"]


def test_anti():
    called = {70, 60, 16, 14}
    assert has_bingo(CARD, called)
    assert winning_lines(CARD, called) == ["anti"]


def test_free_space_always_marked():
    assert winning_lines(CARD, {12, 29, 47, 74}) == ["row 3"]
    assert winning_lines(CARD, {40, 35, 44, 38}) == ["col 3"]


def test_free_space_alone_is_not_bingo():
    assert not has_bingo(CARD, set())
    assert winning_lines(CARD, []) == []


def test_almost_complete_lines():
    called = {7, 22, 40, 51, 9, 18, 35, 60, 12, 29, 47, 16, 44, 58}
    assert not has_bingo(CARD, called)
    assert winning_lines(CARD, called) == []


def test_called_can_be_any_collection():
    assert has_bingo(CARD, [7, 22, 40, 51, 70])
    assert has_bingo(CARD, (7, 22, 40, 51, 70))
    assert has_bingo(CARD, frozenset({7, 22, 40, 51, 70}))
    assert has_bingo(CARD, iter([7, 22, 40, 51, 70]))


def test_extra_called_numbers_ignored():
    called = set(CARD[0]) | {1, 2, 75}
    assert winning_lines(CARD, called) == ["row 1"]


def test_order_rows_cols_diag_anti():
    every = {n for row in CARD for n in row if n}
    assert winning_lines(CARD, every) == (
        [f"row {i}" for i in range(1, 6)] + [f"col {i}" for i in range(1, 6)]
        + ["diag", "anti"])


def test_order_mixed():
    called = set(CARD[4]) | set(column(0)) | {70, 60, 16}
    assert winning_lines(CARD, called) == ["row 5", "col 1", "anti"]


def test_returns_list():
    assert isinstance(winning_lines(CARD, set(CARD[0])), list)
    assert has_bingo(CARD, set(CARD[0])) is True
    assert has_bingo(CARD, set()) is False


@pytest.mark.parametrize("card", [
    [],
    CARD[:4],
    CARD + [[1, 2, 3, 4, 5]],
    [row[:4] for row in CARD],
    CARD[:4] + [[1, 2, 3, 4, 5, 6]],
])
def test_bad_shape(card):
    with pytest.raises(ValueError):
        has_bingo(card, set())
    with pytest.raises(ValueError):
        winning_lines(card, set())


# ---- the user's tests ---------------------------------------------------------

TESTS = os.path.join(os.getcwd(), "tests", "test_bingo.py")

MUTANT_TEMPLATE = '''
CHECK_SHAPE = {check_shape}
FREE_SPACE = {free_space}
ROWS, COLS, DIAG, ANTI = {rows}, {cols}, {diag}, {anti}
ALWAYS = {always}


def _ok(card):
    if CHECK_SHAPE and (len(card) != 5 or any(len(r) != 5 for r in card)):
        raise ValueError("bad card")


def winning_lines(card, called):
    _ok(card)
    if ALWAYS:
        return ["row 1"]
    called = set(called)
    m = lambda r, c: (FREE_SPACE and (r, c) == (2, 2)) or card[r][c] in called
    out = []
    if ROWS:
        out += [f"row {{r + 1}}" for r in range(5) if all(m(r, c) for c in range(5))]
    if COLS:
        out += [f"col {{c + 1}}" for c in range(5) if all(m(r, c) for r in range(5))]
    if DIAG and all(m(i, i) for i in range(5)):
        out.append("diag")
    if ANTI and all(m(i, 4 - i) for i in range(5)):
        out.append("anti")
    return out


def has_bingo(card, called):
    return bool(winning_lines(card, called))
'''

GOOD = dict(check_shape=True, free_space=True, rows=True, cols=True, diag=True, anti=True,
            always=False)
MUTANTS = {
    "no row check": dict(GOOD, rows=False),
    "no column check": dict(GOOD, cols=False),
    "no diag check": dict(GOOD, diag=False),
    "no anti-diagonal check": dict(GOOD, anti=False),
    "free space not marked": dict(GOOD, free_space=False),
    "no ValueError for bad card": dict(GOOD, check_shape=False),
    "bingo on every card": dict(GOOD, always=True),
}


def _run_pytest(workdir):
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           os.path.join("tests", "test_bingo.py")], cwd=workdir,
                          capture_output=True, text=True, env=env, timeout=120)


def test_tests_file_exists():
    assert os.path.isfile(TESTS)


def test_user_tests_pass():
    p = _run_pytest(os.getcwd())
    assert p.returncode == 0, p.stdout + p.stderr
    assert re.search(r"\d+ passed", p.stdout), p.stdout


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_user_tests_catch_broken_code(tmp_path, name):
    assert os.path.isfile(TESTS)
    shutil.copytree(os.path.join(os.getcwd(), "tests"), tmp_path / "tests",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "bingo.py").write_text(MUTANT_TEMPLATE.format(**MUTANTS[name]))
    p = _run_pytest(tmp_path)
    assert p.returncode != 0, f"tests did not notice: {name}"
