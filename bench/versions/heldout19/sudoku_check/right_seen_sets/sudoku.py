import re


def parse_grid(text):
    lines = [re.sub(r"[ \t]", "", l) for l in text.splitlines()]
    lines = [l for l in lines if l]
    if len(lines) != 9:
        raise ValueError("wrong number of rows")
    for l in lines:
        if not re.fullmatch(r"[0-9.]{9}", l):
            raise ValueError("bad row: " + l)
    return [[0 if ch == "." else int(ch) for ch in l] for l in lines]


def conflicts(grid):
    # index cells by (kind, unit number, digit)
    where = {}
    for r in range(9):
        for c in range(9):
            d = grid[r][c]
            if d == 0:
                continue
            for key in (("row", r, d), ("col", c, d), ("box", r // 3 * 3 + c // 3, d)):
                where.setdefault(key, []).append((r, c))
    out = set()
    for cells in where.values():
        if len(cells) >= 2:
            out.update(cells)
    return out


def is_solved(grid):
    full = all(grid[r][c] != 0 for r in range(9) for c in range(9))
    return full and conflicts(grid) == set()
