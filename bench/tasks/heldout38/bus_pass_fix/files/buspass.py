"""My bus pass: topping it up and how many trips the balance still pays for."""

import math

FARE = 1.75  # one trip, in pounds
BONUS_FROM = 20  # top-ups of this much or more get bonus credit
BONUS_SHARE = 0.10  # the bonus, as a share of the top-up
MAX_BALANCE = 100.0  # the most a pass can hold


def top_up(balance, amount):
    """The balance after topping up `amount` pounds, rounded to 2 decimal places.

    amount must be a whole number of pounds from 5 to 50 in steps of 5, else
    ValueError. A top-up of BONUS_FROM or more gets BONUS_SHARE of it as extra
    credit. A new balance over MAX_BALANCE is a ValueError.
    """
    if not isinstance(amount, int) or isinstance(amount, bool) or amount % 5 \
            or not 5 <= amount <= 50:
        raise ValueError("top-ups are 5 to 50 pounds, in steps of 5")
    credit = amount
    if amount > BONUS_FROM:
        credit += amount * BONUS_SHARE
    new = round(balance + credit, 2)
    if new > MAX_BALANCE:
        raise ValueError("a pass can't hold more than 100 pounds")
    return new


def trips_left(balance, fare=FARE):
    """How many whole trips the balance pays for. A negative balance or a fare
    of 0 or less is a ValueError."""
    if fare <= 0:
        raise ValueError("the fare must be more than 0")
    if balance < 0:
        raise ValueError("the balance can't be negative")
    return round(balance / fare)
