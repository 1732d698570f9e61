def parse_grid(text):
    grid = []
    for line in text.splitlines():
        line = line.replace(" ", "").replace("\t", "")
        if not line:
            continue
        if len(line) != 9 or any(ch not in ".0123456789" for ch in line):
            raise ValueError("bad row: %r" % line)
        grid.append([0 if ch == "." else int(ch) for ch in line])
    if len(grid) != 9:
        raise ValueError("expected 9 rows")
    return grid


def _check_unit(cells, grid, out):
    seen = {}
    for r, c in cells:
        v = grid[r][c]
        if v == 0:
            continue
        if v in seen:
            out.add(seen[v])
            out.add((r, c))
        else:
            seen[v] = (r, c)


def conflicts(grid):
    out = set()
    for i in range(9):
        _check_unit([(i, c) for c in range(9)], grid, out)
        _check_unit([(r, i) for r in range(9)], grid, out)
        br, bc = 3 * (i // 3), 3 * (i % 3)
        _check_unit([(br + r, bc + c) for r in range(3) for c in range(3)], grid, out)
    return out


def is_solved(grid):
    for row in grid:
        row.sort()
        if row != list(range(1, 10)):
            return False
    return not conflicts(grid)
