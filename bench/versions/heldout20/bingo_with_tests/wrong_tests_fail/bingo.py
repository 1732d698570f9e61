"""Bingo card checking."""

SIZE = 5
CENTRE = (2, 2)


def _check(card):
    if len(card) != SIZE or any(len(row) != SIZE for row in card):
        raise ValueError("a bingo card must be 5 rows of 5 numbers")


def _lines(card):
    """Yield (name, [(row, col), ...]) for every line, in the required order."""
    for r in range(SIZE):
        yield f"row {r + 1}", [(r, c) for c in range(SIZE)]
    for c in range(SIZE):
        yield f"col {c + 1}", [(r, c) for r in range(SIZE)]
    yield "diag", [(i, i) for i in range(SIZE)]
    yield "anti", [(i, SIZE - 1 - i) for i in range(SIZE)]


def winning_lines(card, called):
    _check(card)
    called = set(called)

    def marked(r, c):
        return (r, c) == CENTRE or card[r][c] in called

    return [name for name, cells in _lines(card) if all(marked(r, c) for r, c in cells)]


def has_bingo(card, called):
    return bool(winning_lines(card, called))
