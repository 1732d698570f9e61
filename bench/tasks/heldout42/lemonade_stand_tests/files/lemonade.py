"""Sums for my kids' lemonade stand at the end of our drive.

A cup is 250 ml. Our recipe, per litre of lemonade: 6 lemons and 100 g of
sugar (plus water and ice, which are free).
"""

import math

CUP_ML = 250
LEMONS_PER_LITRE = 6
SUGAR_G_PER_LITRE = 100
CUP_PRICE = 0.50
THREE_CUP_DEAL = 1.20  # every 3 cups in one order
LEMON_COST = 0.30  # each
SUGAR_COST_PER_KG = 0.90


def _whole_cups(cups):
    if not isinstance(cups, int) or isinstance(cups, bool) or cups < 1:
        raise ValueError("cups must be a whole number, 1 or more")


def cups_in_jug(litres):
    """How many full cups you can pour from a jug of ``litres`` litres.

    litres must be more than 0, else ValueError.
    """
    if litres <= 0:
        raise ValueError("litres must be more than 0")
    return int(litres * 1000 // CUP_ML)


def shopping(cups):
    """What to buy to make ``cups`` cups.

    {"lemons": whole lemons, rounded up, "sugar_g": grams of sugar, rounded
    to a whole gram}. cups must be a whole number, 1 or more, else ValueError.
    """
    _whole_cups(cups)
    litres = cups * CUP_ML / 1000
    return {"lemons": math.ceil(litres * LEMONS_PER_LITRE),
            "sugar_g": round(litres * SUGAR_G_PER_LITRE)}


def order_price(cups, deal=True):
    """What one order of ``cups`` cups costs, in pounds to 2 decimal places.

    With the deal, every full 3 cups cost THREE_CUP_DEAL and any cups left
    over CUP_PRICE each; without it every cup is CUP_PRICE. cups must be a
    whole number, 1 or more, else ValueError.
    """
    _whole_cups(cups)
    if deal:
        threes, rest = divmod(cups, 3)
        return round(threes * THREE_CUP_DEAL + rest * CUP_PRICE, 2)
    return round(cups * CUP_PRICE, 2)


def day_takings(orders, deal=True):
    """All the money for a day's orders (a list of cups per order), to 2 decimal places.

    No orders is 0.
    """
    return round(sum(order_price(cups, deal) for cups in orders), 2)


def profit(takings, cups_made):
    """Takings less what the lemons and sugar for ``cups_made`` cups cost, to 2 decimal places."""
    bought = shopping(cups_made)
    cost = bought["lemons"] * LEMON_COST + bought["sugar_g"] / 1000 * SUGAR_COST_PER_KG
    return round(takings - cost, 2)
