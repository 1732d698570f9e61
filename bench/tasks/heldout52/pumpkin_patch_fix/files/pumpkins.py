"""The till sums for the pick-your-own pumpkin patch on our farm.

Pumpkins are weighed at the till. Little ones (under 2 kg) are a flat price,
the rest are by the kilo. Grown-ups pay to come in, and that entry money
comes off the pumpkins they pick (but not off anything else they buy).
"""

PRICE_PER_KG = 0.90
SMALL_UNDER_KG = 2.0
SMALL_PRICE = 1.50
CARVING_KIT = 3.00
ENTRY_PER_ADULT = 2.00


def _whole(n, what):
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise ValueError(f"{what} must be a whole number, 0 or more")


def pumpkin_price(kg):
    """Price of one pumpkin weighing kg kilos, to 2 decimal places.

    Under SMALL_UNDER_KG it's SMALL_PRICE, otherwise PRICE_PER_KG a kilo.
    A weight of 0 or less is a ValueError.
    """
    if kg <= 0:
        raise ValueError("a pumpkin must weigh something")
    if kg < SMALL_UNDER_KG:
        return SMALL_PRICE
    return round(kg * PRICE_PER_KG, 2)


def pumpkins_total(weights):
    """Price of all the pumpkins in the barrow, to 2 decimal places."""
    return round(sum(pumpkin_price(kg) for kg in weights), 2)


def entry_fee(adults):
    """Entry for a group: ENTRY_PER_ADULT for each grown-up, children free.

    adults must be a whole number, 0 or more, else ValueError.
    """
    _whole(adults, "adults")
    return round(adults * ENTRY_PER_ADULT, 2)


def till(weights, kits=0, adults=0):
    """What the group pays altogether, to 2 decimal places.

    The entry money is spent against the pumpkins: if the pumpkins come to
    less than the entry, the group just pays the entry; if they come to more,
    the group pays for the pumpkins and the entry is taken off. Carving kits
    are CARVING_KIT each on top of that. kits must be a whole number, 0 or
    more, else ValueError.
    """
    _whole(kits, "kits")
    pumpkins = pumpkins_total(weights)
    extras = kits * CARVING_KIT
    return round(max(entry_fee(adults), pumpkins + extras), 2)
