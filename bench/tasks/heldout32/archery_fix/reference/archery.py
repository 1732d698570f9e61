"""Scoring for our archery club's target rounds.

An arrow is written on the score sheet as "X" (the inner ten), "10" down
to "1", or "M" for a miss. An X scores 10 just like a 10, but the club
counts Xs separately to break ties. An end is the group of arrows shot
before walking up to the target to score them, written on one line, for
example "X 9 9 8 7 M".
"""

ARROWS_PER_END = (3, 6)
VALUES = {"X": 10, "M": 0, **{str(n): n for n in range(1, 11)}}


def arrow_value(mark):
    """The score of one arrow mark.

    Spaces around the mark and its case don't matter ("x" is an X, " m "
    a miss). Anything that isn't a mark is a ValueError.
    """
    key = mark.strip().upper()
    if key not in VALUES:
        raise ValueError(f"not an arrow: {mark!r}")
    return VALUES[key]


def parse_end(text):
    """The marks of one end as a list of upper-case strings, in the order written.

    Marks are separated by spaces and/or commas. An end has 3 or 6 arrows;
    any other number of arrows is a ValueError, and so is a bad mark.
    """
    marks = [mark.upper() for mark in text.replace(",", " ").split()]
    if len(marks) not in ARROWS_PER_END:
        raise ValueError(f"an end has 3 or 6 arrows, not {len(marks)}")
    for mark in marks:
        arrow_value(mark)
    return marks


def sort_end(marks):
    """The marks in the order they go on the score sheet, as a new list.

    Highest first, an X before a 10, and misses last.
    """
    return sorted(marks, key=lambda mark: (arrow_value(mark), mark.strip().upper() == "X"),
                  reverse=True)


def end_total(marks):
    """The score of one end."""
    return sum(arrow_value(mark) for mark in marks)


def running_totals(ends):
    """The running total after each end, for a list of ends (lists of marks)."""
    totals = []
    total = 0
    for end in ends:
        total += end_total(end)
        totals.append(total)
    return totals


def summary(ends):
    """The bottom line of the score sheet for a list of ends.

    A dict with "total" (the score), "hits" (arrows that weren't misses),
    "tens" (10s and Xs together) and "xs" (just the Xs).
    """
    marks = [mark for end in ends for mark in end]
    return {
        "total": sum(arrow_value(mark) for mark in marks),
        "hits": sum(1 for mark in marks if arrow_value(mark) > 0),
        "tens": sum(1 for mark in marks if arrow_value(mark) == 10),
        "xs": sum(1 for mark in marks if mark.strip().upper() == "X"),
    }
