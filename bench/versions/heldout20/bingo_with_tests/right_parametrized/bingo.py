"""Helpers for checking bingo cards."""

FREE = (2, 2)


def _validate(card):
    ok = len(card) == 5 and all(len(row) == 5 for row in card)
    if not ok:
        raise ValueError("bingo cards are 5x5")


def winning_lines(card, called):
    _validate(card)
    called = set(called)
    hit = [[(r, c) == FREE or card[r][c] in called for c in range(5)] for r in range(5)]
    found = []
    for r in range(5):
        if all(hit[r]):
            found.append("row %d" % (r + 1))
    for c in range(5):
        if all(hit[r][c] for r in range(5)):
            found.append("col %d" % (c + 1))
    if all(hit[i][i] for i in range(5)):
        found.append("diag")
    if all(hit[i][4 - i] for i in range(5)):
        found.append("anti")
    return found


def has_bingo(card, called):
    return winning_lines(card, called) != []
