"""Bills for the tea room.

Prices are kept in pence so the sums come out exact; the functions that
hand money back give pounds.
"""

MENU = {  # pence
    "pot of tea": 320,
    "coffee": 340,
    "scone": 280,
    "toasted teacake": 260,
    "cream tea": 750,
    "slice of cake": 375,
    "sandwich": 625,
    "afternoon tea": 1850,
}
SERVICE_FROM = 6  # tables of this many or more pay the service charge
SERVICE_PERCENT = 10


def item_price(name):
    """Price of one item in pence. Capitals and outside spaces don't matter."""
    key = " ".join(name.split()).lower()
    if key not in MENU:
        raise ValueError(f"not on the menu: {name!r}")
    return MENU[key]


def subtotal(items):
    """items: [(name, quantity), ...] -> pounds. Quantities are whole numbers, 1 or more."""
    pence = 0
    for name, quantity in items:
        if not isinstance(quantity, int) or isinstance(quantity, bool) or quantity < 1:
            raise ValueError(f"bad quantity for {name!r}: {quantity!r}")
        pence += item_price(name) * quantity
    return pence / 100


def service_charge(amount, covers):
    """10% service for a table of 6 or more people, else 0.

    To the nearest penny, a halfpenny rounds up.
    """
    if covers < 1:
        raise ValueError("a table has at least one person")
    if covers < SERVICE_FROM:
        return 0.0
    pence = round(amount * 100)
    return (pence * SERVICE_PERCENT + 50) // 100 / 100


def split(total, people):
    """Split a bill evenly: a list of what each person pays, in pounds.

    Everyone pays the same whole number of pence, and the pennies left over go
    one each on the first people, so the shares always add up to the total.
    """
    if not isinstance(people, int) or people < 1:
        raise ValueError("at least one person pays")
    pence = round(total * 100)
    share, left = divmod(pence, people)
    return [(share + (1 if i < left else 0)) / 100 for i in range(people)]


def bill(items, covers):
    """The whole bill for a table: subtotal, service and total in pounds."""
    sub = subtotal(items)
    service = service_charge(sub, covers)
    return {"subtotal": sub, "service": service, "total": round(sub + service, 2)}
