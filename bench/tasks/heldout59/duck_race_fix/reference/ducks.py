"""The village charity duck race.

Ducks are £1 each or six for £5. They're numbered from 1 in the order they
are sold. On race day the ducks are fished out at the bridge in the order
they arrive, and the first ones over the line win the prizes.
"""

PRICE = 1.00
BUNDLE_SIZE = 6
BUNDLE_PRICE = 5.00
PRIZES = (50, 25, 10)  # pounds, for 1st, 2nd and 3rd


def duck_price(n):
    """What n ducks cost: as many sixes as possible at £5, the rest at £1 each."""
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise ValueError("buy at least one duck")
    sixes, singles = divmod(n, BUNDLE_SIZE)
    return round(sixes * BUNDLE_PRICE + singles * PRICE, 2)


def assign(orders):
    """orders: [(name, how many ducks), ...] in the order sold.

    Returns {duck number: name}; the ducks are numbered from 1 in the order
    the orders came in.
    """
    owners = {}
    number = 1
    for name, n in orders:
        duck_price(n)  # same checks on n
        for _ in range(n):
            owners[number] = name.strip()
            number += 1
    return owners


def takings(orders):
    """Money taken for all the orders (each order priced on its own)."""
    return round(sum(duck_price(n) for _, n in orders), 2)


def prizes(finish, owners, amounts=PRIZES):
    """Who wins what: [(duck number, owner, amount), ...] in prize order.

    finish is the duck numbers in the order they came over the line (it can
    be just the first few fished out). A duck that nobody bought (not in
    owners) doesn't win anything: the prize goes to the next bought duck over
    the line. If there aren't enough bought ducks in finish, the prizes left
    over aren't given out, so the list is shorter. A duck number in finish
    twice is a ValueError.
    """
    if len(set(finish)) != len(finish):
        raise ValueError("a duck can only finish once")
    bought = [duck for duck in finish if duck in owners]
    return [(duck, owners[duck], amount) for duck, amount in zip(bought, amounts)]

