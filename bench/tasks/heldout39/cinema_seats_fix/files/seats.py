"""Finding seats together in a row at our village cinema.

A row is a string: '.' is a free seat and 'X' a sold one. Seats are
numbered from 0 at the left.
"""


def free_seats(row):
    """How many seats in the row are still free."""
    return row.count(".")


def first_free(row, n):
    """Where the first block of n free seats side by side starts, or None."""
    run = 0
    for i, seat in enumerate(row):
        if seat == ".":
            run += 1
        else:
            if run >= n:
                return i - run
            run = 0
    return None


def book(row, n):
    """The row with the first block of n free seats sold ('X').

    ValueError if there is no such block.
    """
    start = first_free(row, n)
    if start is None:
        raise ValueError(f"no {n} seats together")
    return row[:start] + "X" * n + row[start + n:]
