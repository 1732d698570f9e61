"""My kids' school lunch account: what lunches cost and what's left on the account."""

MEAL_PRICE = 2.40  # pounds for one school lunch


def _check_days(days):
    if isinstance(days, bool) or not isinstance(days, int) or days < 0:
        raise ValueError("days must be a whole number, 0 or more")


def meals_cost(days, price=MEAL_PRICE):
    """What ``days`` school lunches cost, in pounds, to 2 decimal places.

    ``days`` must be a whole number, 0 or more, else ValueError.
    """
    _check_days(days)
    return round(days * price, 2)


def balance_after(balance, days, price=MEAL_PRICE):
    """The account balance after ``days`` more lunches (it can go below 0), to 2 places."""
    return round(balance - meals_cost(days, price), 2)


def days_covered(balance, price=MEAL_PRICE):
    """How many whole lunches the balance pays for (0 if it's 0 or less)."""
    if balance <= 0:
        return 0
    return int(round(balance * 100) // round(price * 100))


def top_up(balance, days, price=MEAL_PRICE):
    """How much to pay in so the balance covers ``days`` more lunches.

    The school only takes top-ups in multiples of 5 pounds, so the shortfall is
    rounded up to the next multiple of 5; 0 when the balance already covers
    them. ``days`` follows the same rule as meals_cost (ValueError).
    """
    _check_days(days)
    short = round(days * price * 100) - round(balance * 100)  # pence
    if short <= 0:
        return 0
    return -(-short // 500) * 5
