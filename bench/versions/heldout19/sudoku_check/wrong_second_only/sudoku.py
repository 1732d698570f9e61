"""Parse and check sudoku grids."""

from collections import defaultdict

EMPTY = ".0"


def parse_grid(text):
    rows = []
    for line in text.splitlines():
        cells = line.replace(" ", "").replace("\t", "")
        if not cells:
            continue
        if len(cells) != 9:
            raise ValueError(f"row {len(rows) + 1} has {len(cells)} cells, not 9")
        row = []
        for char in cells:
            if char in EMPTY:
                row.append(0)
            elif char in "123456789":
                row.append(int(char))
            else:
                raise ValueError(f"bad character {char!r}")
        rows.append(row)
    if len(rows) != 9:
        raise ValueError(f"expected 9 rows, got {len(rows)}")
    return rows


def _units():
    for i in range(9):
        yield [(i, c) for c in range(9)]
        yield [(r, i) for r in range(9)]
    for br in range(0, 9, 3):
        for bc in range(0, 9, 3):
            yield [(br + r, bc + c) for r in range(3) for c in range(3)]


def conflicts(grid):
    clashing = set()
    for unit in _units():
        by_digit = defaultdict(list)
        for r, c in unit:
            if grid[r][c]:
                by_digit[grid[r][c]].append((r, c))
        for cells in by_digit.values():
            if len(cells) > 1:
                clashing.update(cells[1:])
    return clashing


def is_solved(grid):
    return all(all(row) for row in grid) and not conflicts(grid)
