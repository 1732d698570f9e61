LINES = (
    [(0, 0), (0, 1), (0, 2)], [(1, 0), (1, 1), (1, 2)], [(2, 0), (2, 1), (2, 2)],
    [(0, 0), (1, 0), (2, 0)], [(0, 1), (1, 1), (2, 1)], [(0, 2), (1, 2), (2, 2)],
    [(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)],
)


def winner(board):
    for line in LINES:
        marks = {board[r][c] for r, c in line}
        if len(marks) == 1 and marks != {" "}:
            return marks.pop()
    if all(square != " " for row in board for square in row):
        return "draw"
    return None
