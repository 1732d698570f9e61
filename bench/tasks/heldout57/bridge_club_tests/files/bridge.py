"""Money and tables for our bridge club's Tuesday and Friday afternoons. Money in pounds."""

MEMBER_FEE = 3.00  # table money per session for a member
VISITOR_FEE = 4.50  # table money per session for a visitor
YOUNG_UNDER = 25  # players younger than this pay half table money
ANNUAL_SUB = 36.00  # the membership year runs January to December
FREE_FROM_MONTH = 10  # join in October or later and the rest of the year is free


def table_money(member, age):
    """One player's table money for a session, to 2 decimal places.

    age must be a whole number, 0 or more, else ValueError.
    """
    if not isinstance(age, int) or isinstance(age, bool) or age < 0:
        raise ValueError("age must be a whole number, 0 or more")
    fee = MEMBER_FEE if member else VISITOR_FEE
    if age < YOUNG_UNDER:
        fee = fee / 2
    return round(fee, 2)


def session_takings(players):
    """Table money for a whole session: players is a list of (member, age)."""
    return round(sum(table_money(member, age) for member, age in players), 2)


def tables(players):
    """(tables, sitting_out) for ``players`` players: bridge is four to a table,
    and we need at least two full tables to run a session, else ValueError."""
    if players < 8:
        raise ValueError("not enough players for a session")
    return divmod(players, 4)


def joining_sub(month):
    """Subscription for someone joining in ``month`` (1 = January ... 12 = December).

    They pay for the months left in the year, the joining month included:
    ANNUAL_SUB / 12 a month, to 2 decimal places. From FREE_FROM_MONTH on it's
    free (0.0). Any other month is a ValueError.
    """
    if month not in range(1, 13):
        raise ValueError(f"no such month: {month!r}")
    if month >= FREE_FROM_MONTH:
        return 0.0
    return round(ANNUAL_SUB / 12 * (13 - month), 2)


def pair_percentage(matchpoints, top, boards):
    """A pair's score as a percentage of the most they could have got
    (top matchpoints on each of ``boards`` boards), to 2 decimal places.

    top and boards must be more than 0 and matchpoints from 0 to top * boards,
    else ValueError.
    """
    if top <= 0 or boards <= 0:
        raise ValueError("top and boards must be more than 0")
    if not 0 <= matchpoints <= top * boards:
        raise ValueError("matchpoints out of range")
    return round(100 * matchpoints / (top * boards), 2)
