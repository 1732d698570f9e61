def parse_grid(text):
    lines = text.strip().split("\n")
    if len(lines) != 9:
        raise ValueError("need 9 rows")
    grid = []
    for line in lines:
        line = line.replace(" ", "")
        if len(line) != 9:
            raise ValueError("need 9 cells per row")
        row = []
        for ch in line:
            if ch in ".0":
                row.append(0)
            elif ch in "123456789":
                row.append(int(ch))
            else:
                raise ValueError("bad char " + ch)
        grid.append(row)
    return grid


def conflicts(grid):
    result = set()
    for r in range(9):
        for c in range(9):
            v = grid[r][c]
            if v == 0:
                continue
            for r2 in range(9):
                for c2 in range(9):
                    if (r2, c2) == (r, c) or grid[r2][c2] != v:
                        continue
                    if r2 == r or c2 == c or (r2 // 3 == r // 3 and c2 // 3 == c // 3):
                        result.add((r, c))
    return result


def is_solved(grid):
    return all(v != 0 for row in grid for v in row) and not conflicts(grid)
