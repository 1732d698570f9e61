"""Sudoku grid helpers."""
from collections import Counter

CELL = {str(d): d for d in range(1, 10)}
CELL.update({".": 0, "0": 0})


def parse_grid(text: str) -> list[list[int]]:
    rows = [line.replace(" ", "").replace("\t", "") for line in text.splitlines()]
    rows = [row for row in rows if row]
    if len(rows) != 9:
        raise ValueError(f"a grid has 9 rows, this one has {len(rows)}")
    grid = []
    for index, row in enumerate(rows):
        if len(row) != 9:
            raise ValueError(f"row {index + 1} should have 9 cells")
        try:
            grid.append([CELL[ch] for ch in row])
        except KeyError as exc:
            raise ValueError(f"row {index + 1}: unexpected {exc.args[0]!r}") from None
    return grid


def _groups():
    rows = [[(r, c) for c in range(9)] for r in range(9)]
    cols = [[(r, c) for r in range(9)] for c in range(9)]
    boxes = [[(r, c) for r in range(9) for c in range(9) if (r // 3) * 3 + c // 3 == b]
             for b in range(9)]
    return rows + cols + boxes


def conflicts(grid: list[list[int]]) -> set[tuple[int, int]]:
    found: set[tuple[int, int]] = set()
    for group in _groups():
        counts = Counter(grid[r][c] for r, c in group if grid[r][c])
        found |= {(r, c) for r, c in group if grid[r][c] and counts[grid[r][c]] > 1}
    return found


def is_solved(grid: list[list[int]]) -> bool:
    if any(0 in row for row in grid):
        return False
    return not conflicts(grid)
