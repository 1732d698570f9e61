"""Sharing out a lottery win between the members of our syndicate."""

from fractions import Fraction


def share_prize(prize, stakes):
    """Split ``prize`` (pounds) between members in proportion to their stakes.

    ``stakes`` is {name: pounds paid in}. Each share is rounded DOWN to the
    penny; the pennies left over go to the kitty. Returns (shares, kitty) with
    shares as {name: pounds} and every amount to 2 decimal places. No members,
    a stake of 0 or less, or a prize below 0: ValueError.
    """
    if not stakes:
        raise ValueError("no members")
    if prize < 0:
        raise ValueError("prize can't be negative")
    for name, stake in stakes.items():
        if stake <= 0:
            raise ValueError(f"{name}'s stake must be more than 0")
    pence = round(Fraction(prize) * 100)
    total = sum(Fraction(stake) for stake in stakes.values())
    shares_p = {name: int(pence * Fraction(stake) / total) for name, stake in stakes.items()}
    kitty_p = pence - sum(shares_p.values())
    return ({name: p / 100 for name, p in shares_p.items()}, kitty_p / 100)
