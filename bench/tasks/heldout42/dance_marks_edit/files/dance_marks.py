"""Marks for the couples at our dance club's friendly competition.

Each judge gives a couple a mark out of 10, in half marks (7, 7.5, 8, ...).
"""


def parse_marks(text):
    """"7, 8.5, 9" -> [7.0, 8.5, 9.0].

    Marks are split by commas, with spaces around them allowed. Each one
    must be a number from 0 to 10 in steps of 0.5, else ValueError. An empty
    text gives [].
    """
    if not text.strip():
        return []
    marks = []
    for piece in text.split(","):
        try:
            mark = float(piece)
        except ValueError:
            raise ValueError(f"not a mark: {piece.strip()!r}") from None
        if not 0 <= mark <= 10 or (mark * 2) != int(mark * 2):
            raise ValueError(f"not a mark: {piece.strip()!r}")
        marks.append(mark)
    return marks


def couple_score(marks):
    """A couple's score: all their judges' marks added up.

    ValueError if there are no marks.
    """
    if not marks:
        raise ValueError("no marks")
    return sum(marks)


def results(entries):
    """entries is {couple: marks}. Returns [(place, couple, score), ...], best first.

    Couples on the same score share a place and the next place is skipped
    (1, 2, 2, 4); couples on the same score are listed in alphabetical order.
    """
    scored = sorted(((couple_score(marks), couple) for couple, marks in entries.items()),
                    key=lambda item: (-item[0], item[1]))
    table = []
    for i, (score, couple) in enumerate(scored):
        place = table[-1][0] if table and table[-1][2] == score else i + 1
        table.append((place, couple, score))
    return table
