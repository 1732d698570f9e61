LINE_NAMES = [f"row {i}" for i in range(1, 6)] + [f"col {i}" for i in range(1, 6)] + ["diag", "anti"]


def _coords():
    rows = [[(r, c) for c in range(5)] for r in range(5)]
    cols = [[(r, c) for r in range(5)] for c in range(5)]
    diag = [[(i, i) for i in range(5)]]
    anti = [[(i, 4 - i) for i in range(5)]]
    return rows + cols + diag + anti


def winning_lines(card, called):
    if len(card) != 5:
        raise ValueError(f"expected 5 rows, got {len(card)}")
    for row in card:
        if len(row) != 5:
            raise ValueError(f"expected 5 numbers per row, got {len(row)}")
    numbers = set(called)
    result = []
    for name, line in zip(LINE_NAMES, _coords()):
        if all(r == c == 2 or card[r][c] in numbers for r, c in line):
            result.append(name)
    return result


def has_bingo(card, called):
    return any(True for _ in winning_lines(card, called))
