"""The silent auction at the school summer fair.

Every lot has an opening price and a bid sheet. People write their name and
a bid under the last one. A bid only counts if it is at least the opening
price (the first bid that counts) or at least the highest bid so far plus
the step (every bid after that). Bids that don't count get crossed out.
Money is in pounds.
"""


def min_step(current):
    """The smallest raise allowed on top of a bid of ``current`` pounds.

    1 below 20, 2 from 20 up to (not including) 50, 5 from 50 up to 200,
    10 from 200.
    """
    if current < 20:
        return 1
    if current < 50:
        return 2
    if current < 200:
        return 5
    return 10


def counted_bids(opening, bids):
    """The bids that count, in the order they were written, as (name, amount)
    with the spaces round the name taken off. bids is a list of (name, amount).
    """
    counted = []
    highest = None
    for name, amount in bids:
        if highest is None:
            ok = amount >= opening
        else:
            ok = amount >= highest + min_step(highest)
        if ok:
            counted.append((name.strip(), amount))
            highest = amount
    return counted


def winner(opening, bids):
    """(name, amount) of the winning bid: the last one that counts. None if
    no bid counted."""
    counted = counted_bids(opening, bids)
    return counted[-1] if counted else None


def what_they_owe(lots):
    """{name: total pounds} over every lot a person won.

    lots is {lot: (opening, bids)}. The same person can write their name with
    different capitals or spaces ("Mrs Hill", "mrs hill "): that's one person,
    shown the way their name was first written on a winning bid. Totals to 2
    decimal places; people in the order their first win comes in ``lots``.
    """
    owed = {}
    shown = {}
    for opening, bids in lots.values():
        won = winner(opening, bids)
        if won is None:
            continue
        name, amount = won
        key = " ".join(name.lower().split())
        shown.setdefault(key, name)
        owed[key] = owed.get(key, 0) + amount
    return {shown[key]: round(total, 2) for key, total in owed.items()}


def unsold(lots):
    """The lots nobody won, in alphabetical order (ignoring capitals)."""
    return sorted((lot for lot, (opening, bids) in lots.items()
                   if winner(opening, bids) is None), key=str.lower)
