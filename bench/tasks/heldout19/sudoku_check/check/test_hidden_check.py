import copy
import importlib
import os
import random
import sys

import pytest


@pytest.fixture()
def sudoku():
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    sys.modules.pop("sudoku", None)
    importlib.invalidate_caches()
    return importlib.import_module("sudoku")


SOLVED = """
534678912
672195348
198342567
859761423
426853791
713924856
961537284
287419635
345286179
"""

PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""


def rows_of(text):
    return [[int(ch) if ch in "123456789" else 0 for ch in line] for line in text.split()]


def oracle_conflicts(grid):
    bad = set()
    cells = [(r, c) for r in range(9) for c in range(9)]
    for r1, c1 in cells:
        v = grid[r1][c1]
        if not v:
            continue
        for r2, c2 in cells:
            if (r1, c1) == (r2, c2) or grid[r2][c2] != v:
                continue
            if r1 == r2 or c1 == c2 or (r1 // 3 == r2 // 3 and c1 // 3 == c2 // 3):
                bad.add((r1, c1))
    return bad


def test_parse_solved(sudoku):
    grid = sudoku.parse_grid(SOLVED)
    assert grid == rows_of(SOLVED)
    assert isinstance(grid, list) and all(isinstance(row, list) for row in grid)
    assert all(type(v) is int for row in grid for v in row)


def test_parse_puzzle_dots_and_zeros(sudoku):
    assert sudoku.parse_grid(PUZZLE) == rows_of(PUZZLE)
    assert sudoku.parse_grid(PUZZLE.replace(".", "0")) == rows_of(PUZZLE)
    mixed = PUZZLE.replace("..", ".0")
    assert sudoku.parse_grid(mixed) == rows_of(PUZZLE)


def test_parse_spaces_tabs_blank_lines(sudoku):
    lines = PUZZLE.split()
    spaced = "\n\n" + "\n".join(" ".join([l[0:3], l[3:6], l[6:9]]) + "  " for l in lines[:3])
    spaced += "\n\n  \n" + "\n".join("\t" + l[:4] + " \t " + l[4:] for l in lines[3:6])
    spaced += "\n" + "\n".join(" ".join(l) for l in lines[6:]) + "\n\n"
    assert sudoku.parse_grid(spaced) == rows_of(PUZZLE)


@pytest.mark.parametrize("text", [
    "\n".join(SOLVED.split()[:8]),                       # 8 rows
    "\n".join(SOLVED.split() + ["123456789"]),           # 10 rows
    SOLVED.replace("534678912", "53467891"),             # short row
    SOLVED.replace("534678912", "5346789123"),           # long row
    SOLVED.replace("534678912", "53467891x"),            # bad char
    SOLVED.replace("534678912", "53467891|"),
    SOLVED.replace("534678912", "534-78912"),
    SOLVED.replace("534678912", "534,78912"),
    "",
    "   \n\n",
    "534678912" * 9,                                      # all on one line
])
def test_parse_errors(sudoku, text):
    with pytest.raises(ValueError):
        sudoku.parse_grid(text)


def test_solved_grid(sudoku):
    grid = rows_of(SOLVED)
    assert sudoku.conflicts(grid) == set()
    assert sudoku.is_solved(grid) is True


def test_puzzle_not_solved_but_no_conflicts(sudoku):
    grid = rows_of(PUZZLE)
    assert sudoku.conflicts(grid) == set()
    assert sudoku.is_solved(grid) is False


def test_one_empty_cell_not_solved(sudoku):
    grid = rows_of(SOLVED)
    grid[4][4] = 0
    assert sudoku.conflicts(grid) == set()
    assert not sudoku.is_solved(grid)


def test_row_clash_both_cells(sudoku):
    grid = rows_of(PUZZLE)
    grid[0][6] = 3          # row 0 already has a 3 at column 1
    assert sudoku.conflicts(grid) == {(0, 1), (0, 6)}


def test_row_clash_on_empty_grid(sudoku):
    grid = [[0] * 9 for _ in range(9)]
    grid[5][0] = 4
    grid[5][8] = 4
    assert sudoku.conflicts(grid) == {(5, 0), (5, 8)}


def test_column_clash(sudoku):
    grid = [[0] * 9 for _ in range(9)]
    grid[0][6] = 2
    grid[8][6] = 2
    grid[8][7] = 1
    assert sudoku.conflicts(grid) == {(0, 6), (8, 6)}
    grid = rows_of(PUZZLE)
    grid[5][1] = 9          # column 1 already has a 9 at row 2
    assert sudoku.conflicts(grid) == {(2, 1), (5, 1)}


def test_box_clash_only(sudoku):
    grid = [[0] * 9 for _ in range(9)]
    grid[0][0] = 7
    grid[2][2] = 7
    assert sudoku.conflicts(grid) == {(0, 0), (2, 2)}
    grid = [[0] * 9 for _ in range(9)]
    grid[6][4] = 3
    grid[8][3] = 3
    assert sudoku.conflicts(grid) == {(6, 4), (8, 3)}


def test_three_way_clash(sudoku):
    grid = [[0] * 9 for _ in range(9)]
    grid[4][1] = 9
    grid[4][7] = 9
    grid[0][7] = 9
    assert sudoku.conflicts(grid) == {(4, 1), (4, 7), (0, 7)}


def test_swapped_cells_in_solution(sudoku):
    grid = rows_of(SOLVED)
    grid[0][0], grid[0][1] = grid[0][1], grid[0][0]   # still fine in the row, clashes in columns
    expected = oracle_conflicts(grid)
    assert expected
    assert sudoku.conflicts(grid) == expected
    assert sudoku.is_solved(grid) is False


def test_empty_grid(sudoku):
    grid = [[0] * 9 for _ in range(9)]
    assert sudoku.conflicts(grid) == set()
    assert sudoku.is_solved(grid) is False


def test_random_grids_against_oracle(sudoku):
    rng = random.Random(99)
    for _ in range(150):
        grid = [[rng.choice([0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) for _ in range(9)] for _ in range(9)]
        assert sudoku.conflicts(grid) == oracle_conflicts(grid)
        assert sudoku.is_solved(grid) is False


def test_random_solutions_and_single_changes(sudoku):
    rng = random.Random(7)
    base = rows_of(SOLVED)
    for _ in range(40):
        digits = list(range(1, 10))
        rng.shuffle(digits)
        grid = [[digits[v - 1] for v in row] for row in base]
        assert sudoku.is_solved(grid) is True
        r, c = rng.randrange(9), rng.randrange(9)
        grid[r][c] = grid[r][c] % 9 + 1
        assert sudoku.conflicts(grid) == oracle_conflicts(grid)
        assert sudoku.is_solved(grid) is False


def test_grid_not_modified(sudoku):
    grid = rows_of(PUZZLE)
    grid[0][6] = 3
    before = copy.deepcopy(grid)
    sudoku.conflicts(grid)
    sudoku.is_solved(grid)
    assert grid == before
    solved = rows_of(SOLVED)
    before = copy.deepcopy(solved)
    sudoku.is_solved(solved)
    sudoku.conflicts(solved)
    assert solved == before


def test_parse_then_check(sudoku):
    text = SOLVED.replace("534678912", "534678915")
    grid = sudoku.parse_grid(text)
    result = sudoku.conflicts(grid)
    assert result == oracle_conflicts(rows_of(text))
    assert (0, 8) in result and (0, 0) in result
