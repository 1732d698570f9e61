def parse_grid(text):
    grid = []
    for line in text.split("\n"):
        line = "".join(ch for ch in line if ch not in " \t\r")
        if line == "":
            continue
        if len(line) != 9:
            raise ValueError("each row needs 9 cells: %r" % line)
        row = []
        for ch in line:
            if ch == "." or ch == "0":
                row.append(0)
            elif ch.isdigit() and ch.isascii():
                row.append(int(ch))
            else:
                raise ValueError("invalid cell %r" % ch)
        grid.append(row)
    if len(grid) != 9:
        raise ValueError("need 9 rows, found %d" % len(grid))
    return grid


def _same_unit(a, b):
    (r1, c1), (r2, c2) = a, b
    return r1 == r2 or c1 == c2 or (r1 // 3, c1 // 3) == (r2 // 3, c2 // 3)


def conflicts(grid):
    filled = [(r, c) for r in range(9) for c in range(9) if grid[r][c] != 0]
    result = set()
    for i, a in enumerate(filled):
        for b in filled[i + 1:]:
            if grid[a[0]][a[1]] == grid[b[0]][b[1]] and _same_unit(a, b):
                result.add(a)
                result.add(b)
    return result


def is_solved(grid):
    for row in grid:
        for value in row:
            if value == 0:
                return False
    return len(conflicts(grid)) == 0
