"""Scoring for family Boggle night."""

SCORES = {3: 1, 4: 1, 5: 2, 6: 3, 7: 5}  # letters: points; 8 or more letters score 11


def word_score(word):
    """Points for one word by its number of letters (Q and U count as two)."""
    n = len(word.strip())
    if n < 3:
        return 0
    return SCORES.get(n, 11)


def _cells(board):
    rows = [row.strip().upper() for row in board]
    if not rows or any(len(row) != len(rows) for row in rows) or not all(
            row.isalpha() for row in rows):
        raise ValueError("the board must be square, letters only")
    return rows


def on_board(board, word):
    """True if word can be traced on the board through touching cells, no cell twice."""
    rows = _cells(board)
    size = len(rows)
    word = word.strip().upper()
    if not word:
        return False

    def walk(r, c, i, used):
        letter = rows[r][c]
        piece = "QU" if letter == "Q" else letter
        if not word.startswith(piece, i):
            return False
        i += len(piece)
        if i == len(word):
            return True
        used = used | {(r, c)}
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                nr, nc = r + dr, c + dc
                if (dr or dc) and 0 <= nr < size and 0 <= nc < size and (nr, nc) not in used:
                    if walk(nr, nc, i, used):
                        return True
        return False

    return any(walk(r, c, 0, frozenset()) for r in range(size) for c in range(size))


def score_round(found, board=None):
    """{player: points} for one round; words more than one player found score nothing."""
    lists = {player: {w.strip().lower() for w in words} for player, words in found.items()}
    if board is not None:
        _cells(board)
    seen = {}
    for words in lists.values():
        for w in words:
            seen[w] = seen.get(w, 0) + 1
    result = {}
    for player, words in lists.items():
        total = 0
        for w in words:
            if seen[w] > 1:
                continue
            if board is not None and not on_board(board, w):
                continue
            total += word_score(w)
        result[player] = total
    return result
